/**
 * @generated SignedSource<<5a657951c09bb47ceb35a080e039c2ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChangeEmailPage_user$data = {
  readonly email: string;
  readonly id: string;
  readonly " $fragmentType": "ChangeEmailPage_user";
};
export type ChangeEmailPage_user$key = {
  readonly " $data"?: ChangeEmailPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeEmailPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeEmailPage_user",
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
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "da7d9c4daf41a8ec518874ff3a6a0fb3";

export default node;
