/**
 * @generated SignedSource<<89325c6e8aa7908012a25ca9f1ccc809>>
 * @relayHash 41b843163f95ffc4fe5c7d26de7670ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc9d68985a412901e5df019c4b75b7d4cfdd36c8ee09dc8c0dffa07b977c33e0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationsBarRefetchQuery$variables = {
  id: string;
};
export type NotificationsBarRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsBar_account">;
  } | null | undefined;
};
export type NotificationsBarRefetchQuery = {
  response: NotificationsBarRefetchQuery$data;
  variables: NotificationsBarRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 0
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v7 = [
  (v5/*:: as any*/),
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
          (v3/*:: as any*/),
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsBarRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationsBar_account"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationsBarRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                  (v2/*:: as any*/)
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
                "args": (v4/*:: as any*/),
                "concreteType": "LocationConnection",
                "kind": "LinkedField",
                "name": "locations",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": "locations(first:0)"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                  (v6/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v7/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v7/*:: as any*/),
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
                  (v6/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v7/*:: as any*/),
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
                "selections": (v7/*:: as any*/),
                "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"EXPIRED\"}}],first:1)"
              }
            ],
            "type": "Account",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "fc9d68985a412901e5df019c4b75b7d4cfdd36c8ee09dc8c0dffa07b977c33e0",
    "metadata": {},
    "name": "NotificationsBarRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "00f4daa9114be48fe3861009e1c27e4b";

export default node;
