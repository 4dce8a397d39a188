/**
 * @generated SignedSource<<ead436fcaead1e2ff8fe11b6f5ebe227>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePlaybackState_nowPlaying$data = {
  readonly playFrom: {
    readonly __typename: "ScheduleSource";
    readonly playlist: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "playFrom",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Playlist",
              "kind": "LinkedField",
              "name": "playlist",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "ScheduleSource",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NowPlaying",
  "abstractKey": null
};
})();

(node as any).hash = "e36e3f63fe53bbdbab8e19e938bddfd1";

export default node;
