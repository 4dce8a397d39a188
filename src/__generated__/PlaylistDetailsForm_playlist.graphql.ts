/**
 * @generated SignedSource<<435bac50a15a971126b34ae71c75d91a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlaylistDetailsForm_playlist$data = {
  readonly description: string | null | undefined;
  readonly id: string;
  readonly name: string;
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

(node as any).hash = "534bc34a08ddce8e6059001931d023c5";

export default node;
