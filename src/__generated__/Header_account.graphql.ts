/**
 * @generated SignedSource<<02920e58c9c6186e5adf2fc12e07ee68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_account$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_account">;
  readonly " $fragmentType": "Header_account";
};
export type Header_account$key = {
  readonly " $data"?: Header_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_account",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_account"
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "379bffff2127d2c36f3f499ff29df615";

export default node;
