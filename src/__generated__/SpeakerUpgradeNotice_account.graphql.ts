/**
 * @generated SignedSource<<e1935c6ed49ac441501ca1889b7d30ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SpeakerUpgradeNotice_account$data = {
  readonly id: string;
  readonly tier: Tier;
  readonly " $fragmentType": "SpeakerUpgradeNotice_account";
};
export type SpeakerUpgradeNotice_account$key = {
  readonly " $data"?: SpeakerUpgradeNotice_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerUpgradeNotice_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SpeakerUpgradeNotice_account",
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
      "name": "tier",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "bcfe9f7690fe82402f1f64175fb9a3b8";

export default node;
