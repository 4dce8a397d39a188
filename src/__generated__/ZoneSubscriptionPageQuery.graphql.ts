/**
 * @generated SignedSource<<3461eb06e28337c4413b7d01b823aff7>>
 * @relayHash 33fdf41dd52bdd1ac3be7f70c822d731
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc3af6691678d8f5ce4f097a09bbcdb15fe8db2a73b686c12bc2e0483755fca0

import type { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type SoundZoneSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "INACTIVE" | "PAUSED" | "%future added value";
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
export type ZoneSubscriptionPageQuery$variables = {
  zoneId: string;
};
export type ZoneSubscriptionPageQuery$data = {
  readonly soundZone: {
    readonly account: {
      readonly distributor: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly incomplete: boolean;
      readonly permissions: ReadonlyArray<AccountPermission>;
      readonly plan: Plan;
      readonly subscribedZones: {
        readonly total: number;
      };
      readonly tier: Tier;
      readonly trialExpiresAt: any | null | undefined;
    };
    readonly id: string;
    readonly name: string;
    readonly permissions: ReadonlyArray<SoundZonePermission>;
    readonly subscription: {
      readonly activeUntil: any | null | undefined;
      readonly reactivateAt: any | null | undefined;
      readonly state: SoundZoneSubscriptionState;
    };
  } | null | undefined;
};
export type ZoneSubscriptionPageQuery = {
  response: ZoneSubscriptionPageQuery$data;
  variables: ZoneSubscriptionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zoneId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "zoneId"
      }
    ],
    "concreteType": "SoundZone",
    "kind": "LinkedField",
    "name": "soundZone",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundZoneSubscription",
        "kind": "LinkedField",
        "name": "subscription",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reactivateAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plan",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tier",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incomplete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "trialExpiresAt",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Distributor",
            "kind": "LinkedField",
            "name": "distributor",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": "subscribedZones",
            "args": [
              {
                "kind": "Literal",
                "name": "filters",
                "value": [
                  {
                    "subscription": {
                      "eq": "ACTIVE"
                    }
                  }
                ]
              },
              {
                "kind": "Literal",
                "name": "first",
                "value": 0
              }
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"ACTIVE\"}}],first:0)"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneSubscriptionPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneSubscriptionPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "fc3af6691678d8f5ce4f097a09bbcdb15fe8db2a73b686c12bc2e0483755fca0",
    "metadata": {},
    "name": "ZoneSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c3c585cf1d4a8d5b26eeb7ad7e69cc7e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
