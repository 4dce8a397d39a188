/**
 * @generated SignedSource<<3db435f32fa62afc69e1a7b684379ae7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TrackRow_track$data = {
  readonly album: {
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
    readonly title: string;
  } | null | undefined;
  readonly artists: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly display: {
    readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
  };
  readonly durationMs: number;
  readonly explicit: boolean;
  readonly title: string;
  readonly " $fragmentType": "TrackRow_track";
};
export type TrackRow_track$key = {
  readonly " $data"?: TrackRow_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackRow_track",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "explicit",
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
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Track",
  "abstractKey": null
};
})();

(node as any).hash = "ad00f11154c7eb0ffcffab13061f0329";

export default node;
