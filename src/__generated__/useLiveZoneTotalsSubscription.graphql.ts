/**
 * @generated SignedSource<<85f616796be9eb9070674669a4f6ed55>>
 * @relayHash 4aaf08aad758ca673b1e4f7a4d447902
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6170a6f9a6eccb14bf5872447480889644d0f086fec21f5341b6ac8f8efe9c3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
export type SoundZoneStatusCode = "PLAYER_DEPRECATED" | "PLAYER_DISCONNECTED" | "PLAYER_MUTED" | "%future added value";
export type SoundZoneSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "INACTIVE" | "PAUSED" | "%future added value";
export type SoundZoneFilter = {
  location?: IdFilter | null | undefined;
  region?: string | null | undefined;
  search?: string | null | undefined;
  state?: SoundZoneStateFilter | null | undefined;
  statusCode?: SoundZoneStatusCodeFilter | null | undefined;
  subscription?: SoundZoneSubscriptionStateFilter | null | undefined;
};
export type SoundZoneSubscriptionStateFilter = {
  eq: SoundZoneSubscriptionState;
};
export type SoundZoneStateFilter = {
  eq: SoundZoneState;
};
export type SoundZoneStatusCodeFilter = {
  eq: SoundZoneStatusCode;
};
export type IdFilter = {
  eq: string;
};
export type useLiveZoneTotalsSubscription$variables = {
  accountId: string;
  filters: ReadonlyArray<SoundZoneFilter>;
};
export type useLiveZoneTotalsSubscription$data = {
  readonly accountUpdate: {
    readonly account: {
      readonly " $fragmentSpreads": FragmentRefs<"ZoneListPage_totals">;
    };
  };
};
export type useLiveZoneTotalsSubscription = {
  response: useLiveZoneTotalsSubscription$data;
  variables: useLiveZoneTotalsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filters"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "account",
        "variableName": "accountId"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveZoneTotalsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountUpdatePayload",
        "kind": "LinkedField",
        "name": "accountUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "args": [
                  (v2/*:: as any*/)
                ],
                "kind": "FragmentSpread",
                "name": "ZoneListPage_totals"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveZoneTotalsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AccountUpdatePayload",
        "kind": "LinkedField",
        "name": "accountUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "alias": "everyZone",
                "args": [
                  (v3/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": "soundZones(first:0)"
              },
              {
                "alias": "matching",
                "args": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SoundZoneStateTotal",
                    "kind": "LinkedField",
                    "name": "stateTotals",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a6170a6f9a6eccb14bf5872447480889644d0f086fec21f5341b6ac8f8efe9c3",
    "metadata": {},
    "name": "useLiveZoneTotalsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d9d05b89868d32280ffdf50ee1a94dca";

export default node;
