/**
 * @generated SignedSource<<41f01f9013d41750fca396748d451eaa>>
 * @relayHash e69bd10adacbba20651933538e3e3300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2363f7bd6e9a0dfb71611c4525320f50e0d25585f98c8dbbfa1781c6d188bc9c

import type { ConcreteRequest } from 'relay-runtime';
export type ReferralsPageQuery$variables = {
  accountId: string;
};
export type ReferralsPageQuery$data = {
  readonly account: {
    readonly referral: {
      readonly referredAccounts: {
        readonly totalCount: number;
      };
      readonly url: string;
    };
  } | null | undefined;
};
export type ReferralsPageQuery = {
  response: ReferralsPageQuery$data;
  variables: ReferralsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Referral",
  "kind": "LinkedField",
  "name": "referral",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReferredAccounts",
      "kind": "LinkedField",
      "name": "referredAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReferralsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReferralsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2363f7bd6e9a0dfb71611c4525320f50e0d25585f98c8dbbfa1781c6d188bc9c",
    "metadata": {},
    "name": "ReferralsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e7ddee44c8e915b63c7c2ed7f4d5d613";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
