/**
 * @generated SignedSource<<2ba130a463d6ada858c695434e6daad7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Artwork_display$data = {
  readonly colors: {
    readonly primary: {
      readonly hex: string;
    };
  } | null | undefined;
  readonly image: {
    readonly placeholder: string | null | undefined;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "Artwork_display";
};
export type Artwork_display$key = {
  readonly " $data"?: Artwork_display$data;
  readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Artwork_display",
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
  "type": "Display",
  "abstractKey": null
};

(node as any).hash = "822f0e8df7a966ade29df62491ba6c1a";

export default node;
