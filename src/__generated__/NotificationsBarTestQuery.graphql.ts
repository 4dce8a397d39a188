/**
 * @generated SignedSource<<0948b089f465a11dbeb0485d9d61de4e>>
 * @relayHash 30a73754812689158a07d0eb587ed05c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b9bf0828b3307e4e43c8b771c9138973b514021298fcb74b9f8cc86741dd6e08

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationsBarTestQuery$variables = {
  accountId: string;
};
export type NotificationsBarTestQuery$data = {
  readonly account: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsBar_account">;
  } | null | undefined;
};
export type NotificationsBarTestQuery = {
  response: NotificationsBarTestQuery$data;
  variables: NotificationsBarTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 0
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v6 = [
  (v4/*:: as any*/),
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
          (v2/*:: as any*/),
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
],
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "SoundZoneConnection"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "SoundZoneEdge"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "SoundZone"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationsBarTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
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
    "name": "NotificationsBarTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "args": (v3/*:: as any*/),
            "concreteType": "LocationConnection",
            "kind": "LinkedField",
            "name": "locations",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": "locations(first:0)"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
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
              (v5/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
              (v5/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
              (v5/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v6/*:: as any*/),
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
            "selections": (v6/*:: as any*/),
            "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"EXPIRED\"}}],first:1)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b9bf0828b3307e4e43c8b771c9138973b514021298fcb74b9f8cc86741dd6e08",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "account": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Account"
        },
        "account.checkoutState": {
          "enumValues": [
            "SETUP",
            "COMPLETED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CheckoutState"
        },
        "account.errorZones": (v7/*:: as any*/),
        "account.errorZones.edges": (v8/*:: as any*/),
        "account.errorZones.edges.node": (v9/*:: as any*/),
        "account.errorZones.edges.node.id": (v10/*:: as any*/),
        "account.errorZones.edges.node.name": (v11/*:: as any*/),
        "account.errorZones.total": (v12/*:: as any*/),
        "account.expiredZones": (v7/*:: as any*/),
        "account.expiredZones.edges": (v8/*:: as any*/),
        "account.expiredZones.edges.node": (v9/*:: as any*/),
        "account.expiredZones.edges.node.id": (v10/*:: as any*/),
        "account.expiredZones.edges.node.name": (v11/*:: as any*/),
        "account.expiredZones.total": (v12/*:: as any*/),
        "account.featureFlags": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "account.id": (v10/*:: as any*/),
        "account.inactiveZones": (v7/*:: as any*/),
        "account.inactiveZones.edges": (v8/*:: as any*/),
        "account.inactiveZones.edges.node": (v9/*:: as any*/),
        "account.inactiveZones.edges.node.id": (v10/*:: as any*/),
        "account.inactiveZones.edges.node.name": (v11/*:: as any*/),
        "account.inactiveZones.total": (v12/*:: as any*/),
        "account.locations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LocationConnection"
        },
        "account.locations.total": (v12/*:: as any*/),
        "account.notSetupZones": (v7/*:: as any*/),
        "account.notSetupZones.edges": (v8/*:: as any*/),
        "account.notSetupZones.edges.node": (v9/*:: as any*/),
        "account.notSetupZones.edges.node.id": (v10/*:: as any*/),
        "account.notSetupZones.edges.node.name": (v11/*:: as any*/),
        "account.notSetupZones.total": (v12/*:: as any*/),
        "account.paymentMethod": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PaymentMethod"
        },
        "account.paymentMethod.__typename": (v11/*:: as any*/),
        "account.scheduledTierChange": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ScheduledTierChange"
        },
        "account.scheduledTierChange.tierChangeDate": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Date"
        },
        "account.scheduledTierChange.upcomingTier": {
          "enumValues": [
            "TIER_1",
            "TIER_2",
            "TIER_3"
          ],
          "nullable": false,
          "plural": false,
          "type": "Tier"
        },
        "account.soundZones": (v7/*:: as any*/),
        "account.soundZones.stateTotals": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SoundZoneStateTotal"
        },
        "account.soundZones.stateTotals.state": {
          "enumValues": [
            "ERROR",
            "INCOMPLETE",
            "NOT_SETUP",
            "OK"
          ],
          "nullable": false,
          "plural": false,
          "type": "SoundZoneState"
        },
        "account.soundZones.stateTotals.total": (v12/*:: as any*/),
        "account.soundZones.total": (v12/*:: as any*/),
        "account.suspended": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "NotificationsBarTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0dff6aa029d8db23498d4d8cdbb6c923";

export default node;
