/**
 * @generated SignedSource<<904dbbf3f6271da4f19710ce0de9c262>>
 * @relayHash f31bab34053e4b7d436e622d7fdbb913
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ef826f97b0b877a52d15566657d30e68e0ad7b7c25bc330e539799bfa2b4c82

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AiPromptPageQuery$variables = {
  hasPrompt: boolean;
  prompt: string;
};
export type AiPromptPageQuery$data = {
  readonly getTracksFromPrompt?: {
    readonly description: string;
    readonly title: string;
    readonly tracks: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
    }>;
  };
};
export type AiPromptPageQuery = {
  response: AiPromptPageQuery$data;
  variables: AiPromptPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasPrompt"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "prompt"
},
v2 = [
  {
    "kind": "Variable",
    "name": "prompt",
    "variableName": "prompt"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AiPromptPageQuery",
    "selections": [
      {
        "condition": "hasPrompt",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "TracksFromPrompt",
            "kind": "LinkedField",
            "name": "getTracksFromPrompt",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Track",
                "kind": "LinkedField",
                "name": "tracks",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "TrackRow_track"
                  }
                ],
                "storageKey": null
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AiPromptPageQuery",
    "selections": [
      {
        "condition": "hasPrompt",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "TracksFromPrompt",
            "kind": "LinkedField",
            "name": "getTracksFromPrompt",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Track",
                "kind": "LinkedField",
                "name": "tracks",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Artist",
                    "kind": "LinkedField",
                    "name": "artists",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Album",
                    "kind": "LinkedField",
                    "name": "album",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
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
    "id": "2ef826f97b0b877a52d15566657d30e68e0ad7b7c25bc330e539799bfa2b4c82",
    "metadata": {},
    "name": "AiPromptPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0ae5f052f635073bee4134b4ba6d009";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
