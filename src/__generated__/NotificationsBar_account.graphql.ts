/**
 * @generated SignedSource<<c1fec791b47325c96936093ecdf75acf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CheckoutState = "COMPLETED" | "SETUP" | "%future added value";
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationsBar_account$data = {
  readonly checkoutState: CheckoutState;
  readonly errorZones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly total: number;
  };
  readonly expiredZones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly total: number;
  };
  readonly featureFlags: ReadonlyArray<string>;
  readonly id: string;
  readonly inactiveZones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly total: number;
  };
  readonly locations: {
    readonly total: number;
  };
  readonly notSetupZones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly total: number;
  };
  readonly paymentMethod: {
    readonly __typename: string;
  } | null | undefined;
  readonly scheduledTierChange: {
    readonly tierChangeDate: any;
    readonly upcomingTier: Tier;
  } | null | undefined;
  readonly soundZones: {
    readonly stateTotals: ReadonlyArray<{
      readonly state: SoundZoneState;
      readonly total: number;
    }>;
    readonly total: number;
  };
  readonly suspended: boolean;
  readonly " $fragmentType": "NotificationsBar_account";
};
export type NotificationsBar_account$key = {
  readonly " $data"?: NotificationsBar_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBar_account">;
};

import NotificationsBarRefetchQuery_graphql from './NotificationsBarRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 0
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v4 = [
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "SoundZoneEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": NotificationsBarRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "NotificationsBar_account",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "featureFlags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkoutState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScheduledTierChange",
      "kind": "LinkedField",
      "name": "scheduledTierChange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upcomingTier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tierChangeDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "LocationConnection",
      "kind": "LinkedField",
      "name": "locations",
      "plural": false,
      "selections": [
        (v2/*:: as any*/)
      ],
      "storageKey": "locations(first:0)"
    },
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "soundZones(first:0)"
    },
    {
      "alias": "errorZones",
      "args": [
        {
          "kind": "Literal",
          "name": "filters",
          "value": [
            {
              "state": {
                "eq": "ERROR"
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
      "storageKey": "soundZones(filters:[{\"state\":{\"eq\":\"ERROR\"}}],first:20)"
    },
    {
      "alias": "inactiveZones",
      "args": [
        {
          "kind": "Literal",
          "name": "filters",
          "value": [
            {
              "state": {
                "eq": "INCOMPLETE"
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
      "storageKey": "soundZones(filters:[{\"state\":{\"eq\":\"INCOMPLETE\"}}],first:20)"
    },
    {
      "alias": "notSetupZones",
      "args": [
        {
          "kind": "Literal",
          "name": "filters",
          "value": [
            {
              "state": {
                "eq": "NOT_SETUP"
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
      "storageKey": "soundZones(filters:[{\"state\":{\"eq\":\"NOT_SETUP\"}}],first:20)"
    },
    {
      "alias": "expiredZones",
      "args": [
        {
          "kind": "Literal",
          "name": "filters",
          "value": [
            {
              "subscription": {
                "eq": "EXPIRED"
              }
            }
          ]
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"EXPIRED\"}}],first:1)"
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "00f4daa9114be48fe3861009e1c27e4b";

export default node;
