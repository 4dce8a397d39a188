/**
 * @generated SignedSource<<2bd832f401e2ff3298c87f4ebb4f941c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ColorMode = "dark" | "light" | "system" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UserEditPage_user$data = {
  readonly id: string;
  readonly name: string;
  readonly startOfWeek: number;
  readonly userColorModeSetting: ColorMode;
  readonly " $fragmentType": "UserEditPage_user";
};
export type UserEditPage_user$key = {
  readonly " $data"?: UserEditPage_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserEditPage_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserEditPage_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startOfWeek",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userColorModeSetting",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3b03ffb042d703d18345095e8acf63f3";

export default node;
