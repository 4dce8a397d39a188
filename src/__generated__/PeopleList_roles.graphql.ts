/**
 * @generated SignedSource<<42e7f8e175846cf4347219ab17b30e8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PeopleList_roles$data = {
  readonly admin: boolean;
  readonly contact: boolean;
  readonly finance: boolean;
  readonly owner: boolean;
  readonly " $fragmentType": "PeopleList_roles";
};
export type PeopleList_roles$key = {
  readonly " $data"?: PeopleList_roles$data;
  readonly " $fragmentSpreads": FragmentRefs<"PeopleList_roles">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PeopleList_roles",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "owner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "admin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contact",
      "storageKey": null
    }
  ],
  "type": "MembershipRoles",
  "abstractKey": null
};

(node as any).hash = "33ff1aa66d06f24d20ebac63f5f0f1ed";

export default node;
