/**
 * @generated SignedSource<<1195ee3de62e076de7a3e2561f00f59e>>
 * @relayHash 4977e9899e6078680b4f5db2b7f22ac8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2846c985cb17ce97b219c642ab1b13e14e23a09a2100efc6e0e061b270781684

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveFromLibraryInput = {
  itemIds: ReadonlyArray<string>;
};
export type useLibraryChangeRemoveMutation$variables = {
  input: RemoveFromLibraryInput;
  owner: string;
};
export type useLibraryChangeRemoveMutation$data = {
  readonly removeFromLibrary: {
    readonly ids: ReadonlyArray<string>;
    readonly owner: string;
    readonly version: number;
  };
};
export type useLibraryChangeRemoveMutation = {
  response: useLibraryChangeRemoveMutation$data;
  variables: useLibraryChangeRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "owner"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "owner",
        "variableName": "owner"
      }
    ],
    "concreteType": "Library",
    "kind": "LinkedField",
    "name": "removeFromLibrary",
    "plural": false,
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
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ids",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLibraryChangeRemoveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useLibraryChangeRemoveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2846c985cb17ce97b219c642ab1b13e14e23a09a2100efc6e0e061b270781684",
    "metadata": {},
    "name": "useLibraryChangeRemoveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b4db39a65038c0c1b5e1f6bb42ef09b";

export default node;
