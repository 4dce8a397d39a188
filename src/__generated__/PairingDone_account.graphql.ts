/**
 * @generated SignedSource<<fb101fbaf17a4f1f91bed8a01e84bc1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PairingDone_account$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpeakerUpgradeNotice_account">;
  readonly " $fragmentType": "PairingDone_account";
};
export type PairingDone_account$key = {
  readonly " $data"?: PairingDone_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"PairingDone_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PairingDone_account",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SpeakerUpgradeNotice_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "876ad87fd7c70219071ed53f9d6f75cb";

export default node;
