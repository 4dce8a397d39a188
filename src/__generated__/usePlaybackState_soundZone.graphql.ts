/**
 * @generated SignedSource<<68bc3be414d7c6fba12c9487481b17d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type usePlaybackState_soundZone$data = {
  readonly account: {
    readonly tier: Tier;
  };
  readonly id: string;
  readonly name: string;
  readonly nowPlaying: {
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
  } | null | undefined;
  readonly permissions: ReadonlyArray<SoundZonePermission>;
  readonly playFrom: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly playback: {
    readonly " $fragmentSpreads": FragmentRefs<"usePlaybackState_playback">;
  };
  readonly settings: {
    readonly crossfade: boolean;
  } | null | undefined;
  readonly " $fragmentType": "usePlaybackState_soundZone";
};
export type usePlaybackState_soundZone$key = {
  readonly " $data"?: usePlaybackState_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"usePlaybackState_soundZone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "usePlaybackState_soundZone",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tier",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SoundZoneSettings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "crossfade",
          "storageKey": null
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
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NowPlaying",
      "kind": "LinkedField",
      "name": "nowPlaying",
      "plural": false,
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
                  "selections": (v2/*:: as any*/),
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Playback",
      "kind": "LinkedField",
      "name": "playback",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "usePlaybackState_playback"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};
})();

(node as any).hash = "e4d05f062f44d1373e43bfc20f8c44ca";

export default node;
