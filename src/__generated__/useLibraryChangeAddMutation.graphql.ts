/**
 * @generated SignedSource<<34219966b27872aedb27b2e0e1aaa074>>
 * @relayHash f6588bc2d612a7064ad97c8cc37af04b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54c764df1af34d304df88faef145b31802c07b9ac26ed0185bbf180b018357c7

import type { ConcreteRequest } from 'relay-runtime';
export type LibraryItemKind = "PLAYLIST" | "SCHEDULE" | "%future added value";
export type AddToLibraryInput = {
  items: ReadonlyArray<LibraryItemInput>;
};
export type LibraryItemInput = {
  id: string;
  itemKind: LibraryItemKind;
};
export type useLibraryChangeAddMutation$variables = {
  input: AddToLibraryInput;
  owner: string;
};
export type useLibraryChangeAddMutation$data = {
  readonly addToLibrary: {
    readonly ids: ReadonlyArray<string>;
    readonly owner: string;
    readonly version: number;
  };
};
export type useLibraryChangeAddMutation = {
  response: useLibraryChangeAddMutation$data;
  variables: useLibraryChangeAddMutation$variables;
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
    "name": "addToLibrary",
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
    "name": "useLibraryChangeAddMutation",
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
    "name": "useLibraryChangeAddMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "54c764df1af34d304df88faef145b31802c07b9ac26ed0185bbf180b018357c7",
    "metadata": {},
    "name": "useLibraryChangeAddMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fbd37bd834d513080365fc68b492e8ad";

export default node;
