/**
 * @generated SignedSource<<ea004608cf8be7961c000269401b9f4d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrackPreviewButton_track$data = {
  readonly artists: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly id: string;
  readonly previewUrl: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "TrackPreviewButton_track";
};
export type TrackPreviewButton_track$key = {
  readonly " $data"?: TrackPreviewButton_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackPreviewButton_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackPreviewButton_track",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previewUrl",
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
    }
  ],
  "type": "Track",
  "abstractKey": null
};

(node as any).hash = "1bfb89818751a0ae71cc1263e4c821a7";

export default node;
