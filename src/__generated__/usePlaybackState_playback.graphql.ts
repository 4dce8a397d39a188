/**
 * @generated SignedSource<<cb44d911aa172d7110757fc2246adf09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlayOrder = "AUTO" | "LINEAR" | "SHUFFLE" | "SMART_SHUFFLE" | "%future added value";
export type PlaybackState = "not_supported" | "offline" | "paused" | "playing" | "unpaired" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type usePlaybackState_playback$data = {
  readonly activeOverride: {
    readonly endsAt: any;
    readonly override: {
      readonly name: string;
      readonly source: {
        readonly display: {
          readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
        };
        readonly id: string;
        readonly name: string;
      };
    };
  } | null | undefined;
  readonly availablePlayOrders: ReadonlyArray<PlayOrder>;
  readonly nextSlotStartsAt: any | null | undefined;
  readonly playOrder: PlayOrder;
  readonly progressMs: number;
  readonly progressUpdatedAt: any | null | undefined;
  readonly queue: ReadonlyArray<{
    readonly durationMs: number;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
  }>;
  readonly state: PlaybackState;
  readonly volume: any;
  readonly " $fragmentType": "usePlaybackState_playback";
};
export type usePlaybackState_playback$key = {
  readonly " $data"?: usePlaybackState_playback$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePlaybackState_playback">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
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
  "name": "usePlaybackState_playback",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "playOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "availablePlayOrders",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progressMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "progressUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextSlotStartsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActiveOverride",
      "kind": "LinkedField",
      "name": "activeOverride",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endsAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlaybackOverride",
          "kind": "LinkedField",
          "name": "override",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "source",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v0/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Track",
      "kind": "LinkedField",
      "name": "queue",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
  "type": "Playback",
  "abstractKey": null
};
})();

(node as any).hash = "b15719034c3577a7fb662767f847bbc6";

export default node;
