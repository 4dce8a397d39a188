/**
 * @generated SignedSource<<210178d1299f513b500bfb3b08fde85d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePlaybackState_nowPlaying$data = {
  readonly track: {
    readonly durationMs: number;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
  } | null | undefined;
  readonly " $fragmentType": "usePlaybackState_nowPlaying";
};
export type usePlaybackState_nowPlaying$key = {
  readonly " $data"?: usePlaybackState_nowPlaying$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePlaybackState_nowPlaying">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePlaybackState_nowPlaying",
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
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMs",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TrackRow_track"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NowPlaying",
  "abstractKey": null
};

(node as any).hash = "e8d4c6f4a4c9f8bf3b4dbe179ca15bc0";

export default node;
