/**
 * @generated SignedSource<<205bac4c863e3f5ac3c5900cdb2985ae>>
 * @relayHash 1d7d0c89cdfe6362b5d1bf4503565727
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e101eff9cd390426103617c8bfa51546adb591796ef1f4cae978c204629fb05

import type { ConcreteRequest } from 'relay-runtime';
export type DeletePlaybackOverrideInput = {
  id: string;
};
export type overrideMutationsDeleteMutation$variables = {
  input: DeletePlaybackOverrideInput;
};
export type overrideMutationsDeleteMutation$data = {
  readonly deletePlaybackOverride: {
    readonly deletedId: string;
  };
};
export type overrideMutationsDeleteMutation = {
  response: overrideMutationsDeleteMutation$data;
  variables: overrideMutationsDeleteMutation$variables;
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
    "concreteType": "DeletePlaybackOverridePayload",
    "kind": "LinkedField",
    "name": "deletePlaybackOverride",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedId",
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
    "name": "overrideMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "overrideMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8e101eff9cd390426103617c8bfa51546adb591796ef1f4cae978c204629fb05",
    "metadata": {},
    "name": "overrideMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca27b5851c484a1f9b2bb31bfde2a42b";

export default node;
