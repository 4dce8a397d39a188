/**
 * @generated SignedSource<<f1eacd56da91d55acf23d633c2819f10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ColorMode = "dark" | "light" | "system" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_viewer$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly userColorModeSetting: ColorMode;
  readonly " $fragmentType": "UserMenu_viewer";
};
export type UserMenu_viewer$key = {
  readonly " $data"?: UserMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_viewer",
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
      "name": "email",
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

(node as any).hash = "27f799ce7de993e0a195a29ccb051220";

export default node;
