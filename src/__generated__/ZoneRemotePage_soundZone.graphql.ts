/**
 * @generated SignedSource<<6f5f55345bb49f2facaf0eb125e38976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZoneRemotePage_soundZone$data = {
  readonly remoteCode: string | null | undefined;
  readonly settings: {
    readonly staffControl: boolean;
  } | null | undefined;
  readonly " $fragmentType": "ZoneRemotePage_soundZone";
};
export type ZoneRemotePage_soundZone$key = {
  readonly " $data"?: ZoneRemotePage_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneRemotePage_soundZone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneRemotePage_soundZone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remoteCode",
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
          "name": "staffControl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};

(node as any).hash = "f9bf2cac7652d3046479e1548a5ad93f";

export default node;
