/**
 * @generated SignedSource<<bddf70153d8d73c1b9fee65edb79bf62>>
 * @relayHash b9829ce9ee04384554b88793cc3ac28f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b815d170c00e6050157aa893bdb2bac1fcba1b0a02124dcfec94b950d10d477

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ColorMode = "dark" | "light" | "system" | "%future added value";
export type UserRegionsQuery$variables = {
  accountId: string;
  hasAccount: boolean;
};
export type UserRegionsQuery$data = {
  readonly account?: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationsBar_account" | "SettingsSidebar_account" | "UserMenu_account" | "accountNavigation_account">;
  } | null | undefined;
  readonly me: {
    readonly user: {
      readonly userColorModeSetting: ColorMode;
      readonly " $fragmentSpreads": FragmentRefs<"AccountSwitcher_viewer" | "UserMenu_viewer">;
    } | null | undefined;
  } | null | undefined;
};
export type UserRegionsQuery = {
  response: UserRegionsQuery$data;
  variables: UserRegionsQuery$variables;
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
    "name": "hasAccount"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userColorModeSetting",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureFlags",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDistributor",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPartner",
  "storageKey": null
},
v10 = [
  (v4/*:: as any*/)
],
v11 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/)
],
v15 = {
  "kind": "Literal",
  "name": "first",
  "value": 20
},
v16 = [
  (v13/*:: as any*/),
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
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "UserRegionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserMenu_viewer"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AccountSwitcher_viewer"
                }
              ],
              "type": "User",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserMenu_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "accountNavigation_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SettingsSidebar_account"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NotificationsBar_account"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserRegionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 100
                  }
                ],
                "concreteType": "UserAccountConnection",
                "kind": "LinkedField",
                "name": "accounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "UserAccountEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Account",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "deactivated",
                            "storageKey": null
                          },
                          (v7/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AccountRoles",
                            "kind": "LinkedField",
                            "name": "roles",
                            "plural": false,
                            "selections": [
                              (v8/*:: as any*/),
                              (v9/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "accounts(first:100)"
              }
            ],
            "type": "User",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v10/*:: as any*/),
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRoyaltyFree",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "restrictedDiscoverMusic",
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trialExpiresAt",
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
                "concreteType": "AccountRoles",
                "kind": "LinkedField",
                "name": "roles",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v8/*:: as any*/)
                ],
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
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Distributor",
                "kind": "LinkedField",
                "name": "distributor",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SetupGuide",
                "kind": "LinkedField",
                "name": "guide",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "remainingTasks",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": "zones",
                "args": (v12/*:: as any*/),
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v14/*:: as any*/),
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
                  (v11/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"INACTIVE\"}}],first:0)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permissions",
                "storageKey": null
              },
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
                "args": (v12/*:: as any*/),
                "concreteType": "LocationConnection",
                "kind": "LinkedField",
                "name": "locations",
                "plural": false,
                "selections": (v14/*:: as any*/),
                "storageKey": "locations(first:0)"
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": [
                  (v13/*:: as any*/),
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
                      (v13/*:: as any*/)
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
                  (v15/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v16/*:: as any*/),
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
                  (v15/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v16/*:: as any*/),
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
                  (v15/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v16/*:: as any*/),
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
                "selections": (v16/*:: as any*/),
                "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"EXPIRED\"}}],first:1)"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "5b815d170c00e6050157aa893bdb2bac1fcba1b0a02124dcfec94b950d10d477",
    "metadata": {},
    "name": "UserRegionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b23d34994b7e33678161477ec5854fbf";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
