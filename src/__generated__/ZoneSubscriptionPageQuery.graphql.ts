/**
 * @generated SignedSource<<ae521bf734eb276192c3bbec896b49d1>>
 * @relayHash 3d71c61f8ec37aafa8c9f14e791badb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27d211a0ad22c8760523e8d6681fd8e6bdc715efa0366cd59a140965fc05ac3d

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
      readonly unpaidZones: {
        readonly total: number;
      };
      readonly zones: {
        readonly total: number;
      };
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
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  }
],
v5 = [
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
              (v3/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"ACTIVE\"}}],first:0)"
          },
          {
            "alias": "zones",
            "args": [
              (v3/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "soundZones(first:0)"
          },
          {
            "alias": "unpaidZones",
            "args": [
              {
                "kind": "Literal",
                "name": "filters",
                "value": [
                  {
                    "subscription": {
                      "eq": "INACTIVE"
                    }
                  }
                ]
              },
              (v3/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"INACTIVE\"}}],first:0)"
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
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneSubscriptionPageQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "27d211a0ad22c8760523e8d6681fd8e6bdc715efa0366cd59a140965fc05ac3d",
    "metadata": {},
    "name": "ZoneSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eef6f25231e5cc104030322ca3982dc2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
