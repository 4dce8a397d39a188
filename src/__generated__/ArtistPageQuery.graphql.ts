/**
 * @generated SignedSource<<3ccf72c3285fc02a59a058d82d77798e>>
 * @relayHash bf547437ce3e474d35c5927c2a3340c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c4aadbfdab90caba26b4dc43cb215e7162140055344ea9f14ef96bca201903

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type EditorialPageKind = "ARTIST" | "BROWSE" | "HOME" | "SEARCH" | "TRACK" | "%future added value";
export type EditorialPageInput = {
  agent?: EditorialAgentInput | null | undefined;
  id?: string | null | undefined;
  kind: EditorialPageKind;
};
export type EditorialAgentInput = {
  account?: string | null | undefined;
  businessType?: string | null | undefined;
  country?: string | null | undefined;
  locale?: string | null | undefined;
  platform: string;
  platformVersion?: string | null | undefined;
  session?: string | null | undefined;
  soundZone?: string | null | undefined;
  tz?: string | null | undefined;
  user?: string | null | undefined;
};
export type ArtistPageQuery$variables = {
  id: string;
  input: EditorialPageInput;
  market: string;
  releases: number;
};
export type ArtistPageQuery$data = {
  readonly artist: {
    readonly albums: {
      readonly " $fragmentSpreads": FragmentRefs<"ArtistPage_releases">;
    };
    readonly compilations: {
      readonly " $fragmentSpreads": FragmentRefs<"ArtistPage_releases">;
    };
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
    readonly id: string;
    readonly name: string;
    readonly singles: {
      readonly " $fragmentSpreads": FragmentRefs<"ArtistPage_releases">;
    };
  } | null | undefined;
  readonly editorialPage: {
    readonly " $fragmentSpreads": FragmentRefs<"EditorialSections_page">;
  } | null | undefined;
};
export type ArtistPageQuery = {
  response: ArtistPageQuery$data;
  variables: ArtistPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "market"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "releases"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "releases"
},
v8 = {
  "kind": "Variable",
  "name": "market",
  "variableName": "market"
},
v9 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "ALBUM"
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v10 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ArtistPage_releases"
  }
],
v11 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "SINGLE"
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v12 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "COMPILATION"
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/)
],
v13 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v14 = {
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
v15 = {
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
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "Display",
  "kind": "LinkedField",
  "name": "display",
  "plural": false,
  "selections": [
    (v17/*:: as any*/),
    (v18/*:: as any*/),
    (v14/*:: as any*/),
    (v15/*:: as any*/)
  ],
  "storageKey": null
},
v20 = [
  (v5/*:: as any*/)
],
v21 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v20/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
},
v22 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    }
  ],
  "type": "EditorialLink",
  "abstractKey": null
},
v23 = {
  "kind": "InlineFragment",
  "selections": (v20/*:: as any*/),
  "type": "Node",
  "abstractKey": "__isNode"
},
v24 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "target",
      "plural": false,
      "selections": [
        (v16/*:: as any*/),
        (v23/*:: as any*/),
        (v21/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "EditorialCard",
  "abstractKey": null
},
v25 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AlbumEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Album",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v16/*:: as any*/),
              (v19/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isNode"
              },
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v24/*:: as any*/)
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
],
v26 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v16/*:: as any*/),
    (v23/*:: as any*/),
    {
      "kind": "TypeDiscriminator",
      "abstractKey": "__isDisplayable"
    },
    (v19/*:: as any*/),
    (v21/*:: as any*/),
    (v22/*:: as any*/),
    (v24/*:: as any*/)
  ],
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
    "name": "ArtistPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artist",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Display",
            "kind": "LinkedField",
            "name": "display",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "Artwork_display"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "singles",
            "args": (v11/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "compilations",
            "args": (v12/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editorialPage",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EditorialSections_page"
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ArtistPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artist",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Display",
            "kind": "LinkedField",
            "name": "display",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v25/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "singles",
            "args": (v11/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v25/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "compilations",
            "args": (v12/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v25/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v13/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editorialPage",
        "plural": false,
        "selections": [
          (v16/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isEditorialPage"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EditorialSection",
            "kind": "LinkedField",
            "name": "sections",
            "plural": true,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "density",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EditorialNode",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "component",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EditorialTab",
                "kind": "LinkedField",
                "name": "tabs",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v17/*:: as any*/),
                  (v26/*:: as any*/)
                ],
                "storageKey": null
              },
              (v26/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "51c4aadbfdab90caba26b4dc43cb215e7162140055344ea9f14ef96bca201903",
    "metadata": {},
    "name": "ArtistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4ea516528c45681ba7785ed6dd0972b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
