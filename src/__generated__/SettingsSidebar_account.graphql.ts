/**
 * @generated SignedSource<<13484f9509f7e4b6799c089ee5298382>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SettingsSidebar_account$data = {
  readonly id: string;
  readonly paymentMethod: {
    readonly __typename: string;
  } | null | undefined;
  readonly permissions: ReadonlyArray<AccountPermission>;
  readonly roles: {
    readonly isDistributor: boolean;
  };
  readonly " $fragmentType": "SettingsSidebar_account";
};
export type SettingsSidebar_account$key = {
  readonly " $data"?: SettingsSidebar_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsSidebar_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsSidebar_account",
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
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountRoles",
      "kind": "LinkedField",
      "name": "roles",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDistributor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "afcab155b27cfb126738c41832db5333";

export default node;
