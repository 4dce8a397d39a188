/**
 * @generated SignedSource<<33780b79c63548228ea9c85d271d946b>>
 * @relayHash a9c483c14e671bbbd88e68b4ed2f9fde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e97d970a7755c28041fb75a49ebabd4b73577d102cc5bf012c20408ea5f5f194

import type { ConcreteRequest } from 'relay-runtime';
export type FlagContextInput = {
  ephemeral: ReadonlyArray<FlagContextEntry>;
  stored: ReadonlyArray<FlagContextEntry>;
};
export type FlagContextEntry = {
  key: string;
  value: string;
};
export type AllFlagsQuery$variables = {
  context: FlagContextInput;
};
export type AllFlagsQuery$data = {
  readonly flags: {
    readonly flags: ReadonlyArray<{
      readonly name: string;
      readonly properties: string;
    }>;
    readonly resolveToken: string;
  };
};
export type AllFlagsQuery = {
  response: AllFlagsQuery$data;
  variables: AllFlagsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "context"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "context",
        "variableName": "context"
      }
    ],
    "concreteType": "Flags",
    "kind": "LinkedField",
    "name": "flags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "resolveToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Flag",
        "kind": "LinkedField",
        "name": "flags",
        "plural": true,
        "selections": [
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
            "name": "properties",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AllFlagsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AllFlagsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e97d970a7755c28041fb75a49ebabd4b73577d102cc5bf012c20408ea5f5f194",
    "metadata": {},
    "name": "AllFlagsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ee4507c9059f1bb22b273dc554cc29d";

export default node;
