/**
 * @generated SignedSource<<460632185691c2d9332a5a2fc7ce7b8f>>
 * @relayHash 25fde94dd044c7046d636cce983d575a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 931d135a987d7db779ca517deae46ae30699f24878385fbb14541dd0f3ed41f8

import type { ConcreteRequest } from 'relay-runtime';
export type SetUserKeyValueInput = {
  expiresAt?: any | null | undefined;
  key: string;
  value: string;
};
export type UserKeyValueMutation$variables = {
  input: SetUserKeyValueInput;
};
export type UserKeyValueMutation$data = {
  readonly setUserKeyValue: {
    readonly entry: {
      readonly key: string;
      readonly value: string;
    };
  };
};
export type UserKeyValueMutation = {
  response: UserKeyValueMutation$data;
  variables: UserKeyValueMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetUserKeyValuePayload",
    "kind": "LinkedField",
    "name": "setUserKeyValue",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserKeyValue",
        "kind": "LinkedField",
        "name": "entry",
        "plural": false,
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
    "name": "UserKeyValueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserKeyValueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "931d135a987d7db779ca517deae46ae30699f24878385fbb14541dd0f3ed41f8",
    "metadata": {},
    "name": "UserKeyValueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c325ab7a185180af1ac09c9f5c452f2d";

export default node;
