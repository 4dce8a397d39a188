/**
 * @generated SignedSource<<47b695342082577e347824b925cd2c44>>
 * @relayHash 70b036253367a807f3eeee2b85bff5b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9338ce51a34d9e1365df18badf58e39c1b6228411e0ce18070c4a8e518724aa3

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
export type BrowsePageQuery$variables = {
  input: EditorialPageInput;
};
export type BrowsePageQuery$data = {
  readonly editorialPage: {
    readonly browseCategory?: {
      readonly display: {
        readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
      };
    };
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"EditorialSections_page">;
  } | null | undefined;
};
export type BrowsePageQuery = {
  response: BrowsePageQuery$data;
  variables: BrowsePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
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
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/)
],
v9 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "Node",
  "abstractKey": "__isNode"
},
v10 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v8/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v9/*:: as any*/),
    {
      "kind": "TypeDiscriminator",
      "abstractKey": "__isDisplayable"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Display",
      "kind": "LinkedField",
      "name": "display",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        (v7/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "storageKey": null
    },
    (v10/*:: as any*/),
    {
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
    {
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
            (v3/*:: as any*/),
            (v9/*:: as any*/),
            (v10/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "EditorialCard",
      "abstractKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BrowsePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editorialPage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BrowseCategory",
                "kind": "LinkedField",
                "name": "browseCategory",
                "plural": false,
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
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "Artwork_display"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "BrowsePage",
            "abstractKey": null
          },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BrowsePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "editorialPage",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "BrowseCategory",
                "kind": "LinkedField",
                "name": "browseCategory",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Display",
                    "kind": "LinkedField",
                    "name": "display",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "BrowsePage",
            "abstractKey": null
          },
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
              (v6/*:: as any*/),
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
                  (v2/*:: as any*/),
                  (v7/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v2/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9338ce51a34d9e1365df18badf58e39c1b6228411e0ce18070c4a8e518724aa3",
    "metadata": {},
    "name": "BrowsePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "84fe2a772d4c1ea48eea40df0657a9de";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
