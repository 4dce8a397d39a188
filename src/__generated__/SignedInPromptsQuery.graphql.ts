/**
 * @generated SignedSource<<b8834fb5aa94200468f7b932dc8b36b8>>
 * @relayHash 0c580b2a62de4ef0137e64f596aa7132
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92576c3d4ed6f46ab85c4f94258a1e3bda7b6456178c2ddd168f3c12b5e264b7

import type { ConcreteRequest } from 'relay-runtime';
export type SignedInPromptsQuery$variables = Record<PropertyKey, never>;
export type SignedInPromptsQuery$data = {
  readonly me: {
    readonly id?: string;
    readonly keyValues?: ReadonlyArray<{
      readonly expiresAt: any | null | undefined;
      readonly key: string;
      readonly value: string;
    }>;
  } | null | undefined;
};
export type SignedInPromptsQuery = {
  response: SignedInPromptsQuery$data;
  variables: SignedInPromptsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "kind": "InlineFragment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "prefix",
          "value": "user."
        }
      ],
      "concreteType": "UserKeyValue",
      "kind": "LinkedField",
      "name": "keyValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": "keyValues(prefix:\"user.\")"
    }
  ],
  "type": "User",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignedInPromptsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "SignedInPromptsQuery",
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v0/*:: as any*/)
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
    "id": "92576c3d4ed6f46ab85c4f94258a1e3bda7b6456178c2ddd168f3c12b5e264b7",
    "metadata": {},
    "name": "SignedInPromptsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6280db2ea9c1d77568f75b72c47791d6";

export default node;
