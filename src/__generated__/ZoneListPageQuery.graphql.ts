/**
 * @generated SignedSource<<837efc2f51b1ce3cdd8bdd142df0277a>>
 * @relayHash 1ffa4485ca6de082bda63d12a6f42324
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d52cd107139f9d40fdff444d4afa13ef4a3c040d400d569325ec7c0eb08a1040

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
export type ZoneListPageQuery$variables = {
  accountId: string;
  after?: string | null | undefined;
  filters: ReadonlyArray<SoundZoneFilter>;
  first: number;
};
export type ZoneListPageQuery$data = {
  readonly account: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ZoneListPage_totals" | "ZoneList_account">;
  } | null | undefined;
};
export type ZoneListPageQuery = {
  response: ZoneListPageQuery$data;
  variables: ZoneListPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filters"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "filters",
  "variableName": "filters"
},
v7 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v8 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v9 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v12 = [
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v14 = [
  (v7/*:: as any*/),
  (v6/*:: as any*/),
  (v8/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "args": [
              (v6/*:: as any*/)
            ],
            "kind": "FragmentSpread",
            "name": "ZoneListPage_totals"
          },
          {
            "args": [
              (v7/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              {
                "kind": "Variable",
                "name": "start",
                "variableName": "after"
              }
            ],
            "kind": "FragmentSpread",
            "name": "ZoneList_account"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ZoneListPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": "everyZone",
            "args": (v10/*:: as any*/),
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": "soundZones(first:0)"
          },
          {
            "alias": "matching",
            "args": [
              (v6/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZoneStateTotal",
                "kind": "LinkedField",
                "name": "stateTotals",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": [
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
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Address",
                            "kind": "LinkedField",
                            "name": "physicalAddress",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "city",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "country",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SoundZoneStatus",
                        "kind": "LinkedField",
                        "name": "status",
                        "plural": false,
                        "selections": [
                          (v13/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "codes",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v15/*:: as any*/),
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
                            "name": "isActive",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": (v10/*:: as any*/),
                        "concreteType": "SoundZoneErrorConnection",
                        "kind": "LinkedField",
                        "name": "errors",
                        "plural": false,
                        "selections": (v12/*:: as any*/),
                        "storageKey": "errors(first:0)"
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Device",
                        "kind": "LinkedField",
                        "name": "device",
                        "plural": false,
                        "selections": [
                          (v15/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "kind",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "softwareVersion",
                            "storageKey": null
                          },
                          (v5/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NowPlaying",
                        "kind": "LinkedField",
                        "name": "nowPlaying",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Track",
                            "kind": "LinkedField",
                            "name": "track",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Artist",
                                "kind": "LinkedField",
                                "name": "artists",
                                "plural": true,
                                "selections": [
                                  (v15/*:: as any*/),
                                  (v5/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Display",
                                "kind": "LinkedField",
                                "name": "display",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "Colors",
                                    "kind": "LinkedField",
                                    "name": "colors",
                                    "plural": false,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "concreteType": "Color",
                                        "kind": "LinkedField",
                                        "name": "primary",
                                        "plural": false,
                                        "selections": [
                                          {
                                            "alias": null,
                                            "args": null,
                                            "kind": "ScalarField",
                                            "name": "hex",
                                            "storageKey": null
                                          }
                                        ],
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "Image",
                                    "kind": "LinkedField",
                                    "name": "image",
                                    "plural": false,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "url",
                                        "storageKey": null
                                      },
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "placeholder",
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": null
                              },
                              (v5/*:: as any*/)
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
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": [
              "filters"
            ],
            "handle": "connection",
            "key": "ZoneList_soundZones",
            "kind": "LinkedHandle",
            "name": "soundZones",
            "dynamicKey": {
              "kind": "Variable",
              "name": "__dynamicKey",
              "variableName": "after"
            }
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d52cd107139f9d40fdff444d4afa13ef4a3c040d400d569325ec7c0eb08a1040",
    "metadata": {},
    "name": "ZoneListPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5afe59e4bc646c7ef5cbb47ca5f4c06d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
