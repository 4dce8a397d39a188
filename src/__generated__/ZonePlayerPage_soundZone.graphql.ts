/**
 * @generated SignedSource<<435403c8f89e882ad50bba42c6c18ada>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ZonePlayerPage_soundZone$data = {
  readonly playFrom: {
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"usePlaybackState_soundZone">;
  readonly " $fragmentType": "ZonePlayerPage_soundZone";
};
export type ZonePlayerPage_soundZone$key = {
  readonly " $data"?: ZonePlayerPage_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZonePlayerPage_soundZone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZonePlayerPage_soundZone",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "usePlaybackState_soundZone"
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
          "name": "name",
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
  "type": "SoundZone",
  "abstractKey": null
};

(node as any).hash = "32b993d36d52f4f5db98070b5d00c118";

export default node;
