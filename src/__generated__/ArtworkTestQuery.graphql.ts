/**
 * @generated SignedSource<<368c7f2085bf7cf55f7f879fab198859>>
 * @relayHash e5b7443ad4d6487b2c6554ab36b894db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87fc96c789ca6ecd20982c5d86b6553e98a7d8de76830c21bb50defbed607083

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ArtworkTestQuery$variables = Record<PropertyKey, never>;
export type ArtworkTestQuery$data = {
  readonly playlist: {
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
  } | null | undefined;
};
export type ArtworkTestQuery = {
  response: ArtworkTestQuery$data;
  variables: ArtworkTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "playlist"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArtworkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Playlist",
        "kind": "LinkedField",
        "name": "playlist",
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
        "storageKey": "playlist(id:\"playlist\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArtworkTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Playlist",
        "kind": "LinkedField",
        "name": "playlist",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "playlist(id:\"playlist\")"
      }
    ]
  },
  "params": {
    "id": "87fc96c789ca6ecd20982c5d86b6553e98a7d8de76830c21bb50defbed607083",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "playlist": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Playlist"
        },
        "playlist.display": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Display"
        },
        "playlist.display.colors": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Colors"
        },
        "playlist.display.colors.primary": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Color"
        },
        "playlist.display.colors.primary.hex": (v1/*:: as any*/),
        "playlist.display.image": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Image"
        },
        "playlist.display.image.placeholder": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "playlist.display.image.url": (v1/*:: as any*/),
        "playlist.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "ArtworkTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f946f5351f81f753cc5752e9f1bf48ec";

export default node;
