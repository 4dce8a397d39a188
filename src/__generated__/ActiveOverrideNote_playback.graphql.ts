/**
 * @generated SignedSource<<55f0512cebd795f436048f79219285ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ActiveOverrideNote_playback$data = {
  readonly activeOverride: {
    readonly endsAt: any;
    readonly override: {
      readonly name: string;
    };
  } | null | undefined;
  readonly " $fragmentType": "ActiveOverrideNote_playback";
};
export type ActiveOverrideNote_playback$key = {
  readonly " $data"?: ActiveOverrideNote_playback$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveOverrideNote_playback">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActiveOverrideNote_playback",
  "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Playback",
  "abstractKey": null
};

(node as any).hash = "2b5d2406b83e9f689a085096ab2100a9";

export default node;
