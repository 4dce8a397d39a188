/**
 * @generated SignedSource<<11f92864cbc628ca93987d15e0ff8b36>>
 * @relayHash 34d34a1792e0b75c786fcdfff8d09d48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fbb947841416783236baf246e30e2f1e63da1fbd6df1b60c64adaec49e1eb1d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ColorMode = "dark" | "light" | "system" | "%future added value";
export type UserPageQuery$variables = Record<PropertyKey, never>;
export type UserPageQuery$data = {
  readonly me: {
    readonly user: {
      readonly createdAt: any;
      readonly email: string;
      readonly emailVerified: boolean;
      readonly name: string;
      readonly startOfWeek: number;
      readonly userColorModeSetting: ColorMode;
      readonly " $fragmentSpreads": FragmentRefs<"ChangeEmailPage_user" | "ChangePasswordPage_user" | "UserEditPage_user">;
    } | null | undefined;
  } | null | undefined;
};
export type UserPageQuery = {
  response: UserPageQuery$data;
  variables: UserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startOfWeek",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userColorModeSetting",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailVerified",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserEditPage_user"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChangePasswordPage_user"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChangeEmailPage_user"
                }
              ],
              "type": "User",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "type": "User",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3fbb947841416783236baf246e30e2f1e63da1fbd6df1b60c64adaec49e1eb1d",
    "metadata": {},
    "name": "UserPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5f5b31a0fb0bb9896e7d022b359bf547";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
