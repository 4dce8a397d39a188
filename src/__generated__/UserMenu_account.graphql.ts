/**
 * @generated SignedSource<<fef81bc07967b2d08f610dea3c428083>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserMenu_account$data = {
  readonly businessName: string;
  readonly country: string;
  readonly id: string;
  readonly " $fragmentType": "UserMenu_account";
};
export type UserMenu_account$key = {
  readonly " $data"?: UserMenu_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_account",
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
      "name": "businessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "44c630b7ed5b488b6bdd70da339c58ad";

export default node;
