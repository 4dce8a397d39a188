/**
 * @generated SignedSource<<0ac8edff98bce236aab000789c17da83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ComposerType = "ARTIST" | "CURATOR" | "EXTERNAL_SPOTIFY" | "MANUAL" | "RADIO_PLAYLIST" | "RECIPE" | "SEED" | "SIMPLE_RECIPE" | "SPOTIFY" | "%future added value";
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlaylistDetailsForm_playlist$data = {
  readonly composerType: ComposerType;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly permissions: ReadonlyArray<PlaylistPermission>;
  readonly presets: {
    readonly playbackMode: PlaybackMode;
  };
  readonly " $fragmentType": "PlaylistDetailsForm_playlist";
};
export type PlaylistDetailsForm_playlist$key = {
  readonly " $data"?: PlaylistDetailsForm_playlist$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlaylistDetailsForm_playlist">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlaylistDetailsForm_playlist",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "composerType",
      "storageKey": null
    },
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
      "concreteType": "PlaylistPresets",
      "kind": "LinkedField",
      "name": "presets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "playbackMode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Playlist",
  "abstractKey": null
};

(node as any).hash = "afbc9cce76adf68f74694da9ac43e7f4";

export default node;
