/**
 * @generated SignedSource<<58b2f886c83efcaece8ea1bc021dd5a5>>
 * @relayHash f51d5ddd959f4f51ebc868c210b904d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76cd3265efb958d7c9beff8b46c612a0145bd4b8001b8bb7555d90524b726dbf

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
export type HomeEditorialQuery$variables = {
  input: EditorialPageInput;
};
export type HomeEditorialQuery$data = {
  readonly editorialPage: {
    readonly " $fragmentSpreads": FragmentRefs<"EditorialSections_page">;
  } | null | undefined;
};
export type HomeEditorialQuery = {
  response: HomeEditorialQuery$data;
  variables: HomeEditorialQuery$variables;
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v6 = [
  (v3/*:: as any*/)
],
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "Node",
  "abstractKey": "__isNode"
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v6/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v7/*:: as any*/),
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
        (v4/*:: as any*/),
        (v5/*:: as any*/),
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
    (v8/*:: as any*/),
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
            (v2/*:: as any*/),
            (v7/*:: as any*/),
            (v8/*:: as any*/)
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
    "name": "HomeEditorialQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeEditorialQuery",
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
              (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "76cd3265efb958d7c9beff8b46c612a0145bd4b8001b8bb7555d90524b726dbf",
    "metadata": {},
    "name": "HomeEditorialQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7fb5ff3d2af29acc1ee25745e2cd164c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
