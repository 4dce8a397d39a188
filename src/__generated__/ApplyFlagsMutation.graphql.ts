/**
 * @generated SignedSource<<0a42d4cdc325492b665abcaff3129d57>>
 * @relayHash d3a51e7cd7052fa8ecdfb861d88a128e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fef291ca0b80924b854857e3d03a55529bead2eab8c967ea6767e0e466b8dd9d

import type { ConcreteRequest } from 'relay-runtime';
export type ApplyFlagsInput = {
  currentClientTime: any;
  events: ReadonlyArray<FlagApplyEvent>;
  resolveToken: string;
};
export type FlagApplyEvent = {
  applyTime: any;
  flag: string;
};
export type ApplyFlagsMutation$variables = {
  input: ApplyFlagsInput;
};
export type ApplyFlagsMutation$data = {
  readonly applyFlags: {
    readonly applied: boolean;
  };
};
export type ApplyFlagsMutation = {
  response: ApplyFlagsMutation$data;
  variables: ApplyFlagsMutation$variables;
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
    "concreteType": "ApplyFlagsPayload",
    "kind": "LinkedField",
    "name": "applyFlags",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "applied",
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
    "name": "ApplyFlagsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApplyFlagsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fef291ca0b80924b854857e3d03a55529bead2eab8c967ea6767e0e466b8dd9d",
    "metadata": {},
    "name": "ApplyFlagsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4089ba59d8cf0dca7dfb90016f269c52";

export default node;
