/**
 * @generated SignedSource<<d925a28f7358a99899dcbfd075c47dd8>>
 * @relayHash edcc1d3b11caf9fd671f44bd7af93fb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95d1aa3f2c1c855bde1af643f600f6701863fa5e5bc853701e92ac34d7c9b68b

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
export type DiscoverEditorialPageQuery$variables = {
  input: EditorialPageInput;
};
export type DiscoverEditorialPageQuery$data = {
  readonly editorialPage: {
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"EditorialSections_page">;
  } | null | undefined;
};
export type DiscoverEditorialPageQuery = {
  response: DiscoverEditorialPageQuery$data;
  variables: DiscoverEditorialPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "id",
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
  (v4/*:: as any*/)
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
    (v3/*:: as any*/),
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
        (v2/*:: as any*/),
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
            (v3/*:: as any*/),
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
    "name": "DiscoverEditorialPageQuery",
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
    "name": "DiscoverEditorialPageQuery",
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
              (v4/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v2/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "95d1aa3f2c1c855bde1af643f600f6701863fa5e5bc853701e92ac34d7c9b68b",
    "metadata": {},
    "name": "DiscoverEditorialPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2187a3ac3b6aeba269742788a4d17447";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
