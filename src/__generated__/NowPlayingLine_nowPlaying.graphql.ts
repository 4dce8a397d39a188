/**
 * @generated SignedSource<<1ed48fc413fad437506eb54c1f6e1236>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NowPlayingLine_nowPlaying$data = {
  readonly track: {
    readonly artists: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "NowPlayingLine_nowPlaying";
};
export type NowPlayingLine_nowPlaying$key = {
  readonly " $data"?: NowPlayingLine_nowPlaying$data;
  readonly " $fragmentSpreads": FragmentRefs<"NowPlayingLine_nowPlaying">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NowPlayingLine_nowPlaying",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
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
  "type": "NowPlaying",
  "abstractKey": null
};

(node as any).hash = "54b87a8322920c04b1a42d5b148569fe";

export default node;
