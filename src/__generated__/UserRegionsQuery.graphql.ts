/**
 * @generated SignedSource<<1fbc6cb46d25f89152f4041d046a3d09>>
 * @relayHash 25e9f37f50f8bab680419652e30f45c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42cc4ae2f902adff5e27f9b322f6ce3ac9aa4bad0beaa063337bf6029afebe8b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ColorMode = "dark" | "light" | "system" | "%future added value";
export type UserRegionsQuery$variables = {
  accountId: string;
  hasAccount: boolean;
};
export type UserRegionsQuery$data = {
  readonly account?: {
    readonly " $fragmentSpreads": FragmentRefs<"SettingsSidebar_account" | "UserMenu_account" | "accountNavigation_account">;
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
  "name": "businessName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureFlags",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDistributor",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isPartner",
  "storageKey": null
},
v9 = [
  (v4/*:: as any*/)
],
v10 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
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
                          (v5/*:: as any*/),
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
                          (v6/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AccountRoles",
                            "kind": "LinkedField",
                            "name": "roles",
                            "plural": false,
                            "selections": [
                              (v7/*:: as any*/),
                              (v8/*:: as any*/)
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
            "selections": (v9/*:: as any*/),
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
              (v5/*:: as any*/),
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
              (v6/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v7/*:: as any*/)
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
                "selections": (v9/*:: as any*/),
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
                "args": [
                  (v10/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v11/*:: as any*/),
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
                  (v10/*:: as any*/)
                ],
                "concreteType": "SoundZoneConnection",
                "kind": "LinkedField",
                "name": "soundZones",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "soundZones(filters:[{\"subscription\":{\"eq\":\"INACTIVE\"}}],first:0)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permissions",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "42cc4ae2f902adff5e27f9b322f6ce3ac9aa4bad0beaa063337bf6029afebe8b",
    "metadata": {},
    "name": "UserRegionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b72c92f13e09ffbe16da248c6558a505";

export default node;
