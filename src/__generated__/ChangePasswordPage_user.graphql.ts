/**
 * @generated SignedSource<<8341a405d1ac1ff9d0dff85d12bf4162>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChangePasswordPage_user$data = {
  readonly id: string;
  readonly " $fragmentType": "ChangePasswordPage_user";
};
export type ChangePasswordPage_user$key = {
  readonly " $data"?: ChangePasswordPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangePasswordPage_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4476af8203b37554e1efcc4c383e3ede";

export default node;
