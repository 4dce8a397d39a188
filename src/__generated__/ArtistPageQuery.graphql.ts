/**
 * @generated SignedSource<<9d5de73efda21ade0b553fac8ef5200c>>
 * @relayHash d5627d44c5e2edb13e50eb4c454e23c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90d90af9b25ac882f1a7ff04a7288c4408f588e7b5239b7c426b8f6c98ad34b3

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
  agent: EditorialAgentInput;
  id: string;
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
  "name": "agent"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
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
v4 = {
  "kind": "Variable",
  "name": "agent",
  "variableName": "agent"
},
v5 = {
  "kind": "Variable",
  "name": "id",
  "variableName": "id"
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "releases"
},
v10 = {
  "kind": "Variable",
  "name": "market",
  "variableName": "market"
},
v11 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "ALBUM"
  },
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v12 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "ArtistPage_releases"
  }
],
v13 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "SINGLE"
  },
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v14 = [
  {
    "kind": "Literal",
    "name": "albumType",
    "value": "COMPILATION"
  },
  (v9/*:: as any*/),
  (v10/*:: as any*/)
],
v15 = [
  {
    "fields": [
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "kind": "Literal",
        "name": "kind",
        "value": "ARTIST"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v16 = {
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
v17 = {
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
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "Display",
  "kind": "LinkedField",
  "name": "display",
  "plural": false,
  "selections": [
    (v19/*:: as any*/),
    (v20/*:: as any*/),
    (v16/*:: as any*/),
    (v17/*:: as any*/)
  ],
  "storageKey": null
},
v22 = [
  (v7/*:: as any*/)
],
v23 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
},
v24 = {
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
v25 = {
  "kind": "InlineFragment",
  "selections": (v22/*:: as any*/),
  "type": "Node",
  "abstractKey": "__isNode"
},
v26 = {
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
        (v18/*:: as any*/),
        (v25/*:: as any*/),
        (v23/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "EditorialCard",
  "abstractKey": null
},
v27 = [
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
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v18/*:: as any*/),
              (v21/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isNode"
              },
              (v23/*:: as any*/),
              (v24/*:: as any*/),
              (v26/*:: as any*/)
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
v28 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v18/*:: as any*/),
    (v25/*:: as any*/),
    {
      "kind": "TypeDiscriminator",
      "abstractKey": "__isDisplayable"
    },
    (v21/*:: as any*/),
    (v23/*:: as any*/),
    (v24/*:: as any*/),
    (v26/*:: as any*/)
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
        "args": (v6/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artist",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
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
            "args": (v11/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "singles",
            "args": (v13/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "compilations",
            "args": (v14/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ArtistPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": "Artist",
        "kind": "LinkedField",
        "name": "artist",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Display",
            "kind": "LinkedField",
            "name": "display",
            "plural": false,
            "selections": [
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v11/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "singles",
            "args": (v13/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "compilations",
            "args": (v14/*:: as any*/),
            "concreteType": "AlbumConnection",
            "kind": "LinkedField",
            "name": "albums",
            "plural": false,
            "selections": (v27/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v15/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editorialPage",
        "plural": false,
        "selections": [
          (v18/*:: as any*/),
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
              (v7/*:: as any*/),
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
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v19/*:: as any*/),
                  (v28/*:: as any*/)
                ],
                "storageKey": null
              },
              (v28/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "90d90af9b25ac882f1a7ff04a7288c4408f588e7b5239b7c426b8f6c98ad34b3",
    "metadata": {},
    "name": "ArtistPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "646cb1f429fab3897e60ea8fa6ea71da";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
