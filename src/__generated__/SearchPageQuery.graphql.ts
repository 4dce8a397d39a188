/**
 * @generated SignedSource<<ec83c99164cf2404f437b4a051e8aa36>>
 * @relayHash a01bdcc44907e6ec8a43c01b0764022b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8160ae3b68efe3e927f0d6e855484b3b353cb59f85ecea2ae9dcc2635814874

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchPageQuery$variables = {
  albums: boolean;
  artists: boolean;
  categories: boolean;
  first: number;
  playlists: boolean;
  query: string;
  tracks: boolean;
};
export type SearchPageQuery$data = {
  readonly albums?: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
  };
  readonly artists?: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
  };
  readonly categories?: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
  };
  readonly playlists?: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
  };
  readonly tracks?: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
  };
};
export type SearchPageQuery = {
  response: SearchPageQuery$data;
  variables: SearchPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "albums"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "artists"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categories"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "playlists"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tracks"
},
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v8 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v9 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "types",
    "value": [
      "TRACK"
    ]
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "SearchPage_results"
  }
],
v12 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "types",
    "value": [
      "ARTIST"
    ]
  }
],
v13 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "types",
    "value": [
      "ALBUM"
    ]
  }
],
v14 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "types",
    "value": [
      "PLAYLIST"
    ]
  }
],
v15 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "types",
    "value": [
      "BROWSE_CATEGORY"
    ]
  }
],
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v17 = [
  (v10/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "concreteType": "SearchEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v16/*:: as any*/),
            "type": "Node",
            "abstractKey": "__isNode"
          },
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isSearchResult"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Album",
                "kind": "LinkedField",
                "name": "album",
                "plural": false,
                "selections": (v16/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "Track",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
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
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
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
                  },
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
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Displayable",
            "abstractKey": "__isDisplayable"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchPageQuery",
    "selections": [
      {
        "condition": "tracks",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "tracks",
            "args": (v9/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "artists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "artists",
            "args": (v12/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "albums",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "albums",
            "args": (v13/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "playlists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "playlists",
            "args": (v14/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "categories",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "categories",
            "args": (v15/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v11/*:: as any*/),
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
    "argumentDefinitions": [
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SearchPageQuery",
    "selections": [
      {
        "condition": "tracks",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "tracks",
            "args": (v9/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "artists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "artists",
            "args": (v12/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "albums",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "albums",
            "args": (v13/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "playlists",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "playlists",
            "args": (v14/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "categories",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "categories",
            "args": (v15/*:: as any*/),
            "concreteType": "SearchConnection",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": (v17/*:: as any*/),
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "a8160ae3b68efe3e927f0d6e855484b3b353cb59f85ecea2ae9dcc2635814874",
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "44b5e0fa03c71eea91d2aa29e550c0b0";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
