/**
 * @generated SignedSource<<6a23e1229c750a81bbd18b2606628c3b>>
 * @relayHash 2be8cb2cb28a102224f01aa02b220cea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 514d0ad74a2b288261b36d302abf69a44768dbccb8da7f7a40661965b6a127ed

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
    "id": "514d0ad74a2b288261b36d302abf69a44768dbccb8da7f7a40661965b6a127ed",
    "metadata": {},
    "name": "AllFlagsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5d76d9ff5cba4b2a4c18ee707907b4e3";

export default node;
