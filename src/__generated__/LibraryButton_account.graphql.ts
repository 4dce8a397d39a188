/**
 * @generated SignedSource<<4aab517079c16fb172690dd3b39dcd47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LibraryButton_account$data = {
  readonly restrictedDiscoverMusic: boolean;
  readonly " $fragmentType": "LibraryButton_account";
};
export type LibraryButton_account$key = {
  readonly " $data"?: LibraryButton_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryButton_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryButton_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restrictedDiscoverMusic",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "561223e3f62422716de686b2342884b5";

export default node;
