/**
 * @generated SignedSource<<08fa9c47ad85004be4a251698147e56c>>
 * @relayHash c931d52bf9292a92094eb30f287a9c14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4eedcf495d5de29da5ce50e8476c7063d58057d5ca45345d568d89dc8d47d8a2

import type { ConcreteRequest } from 'relay-runtime';
export type RefreshLoginInput = {
  refreshToken: string;
  uriBased?: boolean | null | undefined;
};
export type RefreshLoginMutation$variables = {
  input: RefreshLoginInput;
};
export type RefreshLoginMutation$data = {
  readonly refreshLogin: {
    readonly refreshToken: string;
    readonly supportChatHash: string;
    readonly token: string;
  };
};
export type RefreshLoginMutation = {
  response: RefreshLoginMutation$data;
  variables: RefreshLoginMutation$variables;
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
    "concreteType": "RefreshLoginPayload",
    "kind": "LinkedField",
    "name": "refreshLogin",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "refreshToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "supportChatHash",
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
    "name": "RefreshLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4eedcf495d5de29da5ce50e8476c7063d58057d5ca45345d568d89dc8d47d8a2",
    "metadata": {},
    "name": "RefreshLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cadf3dab85d33102f0bdfce4e98a6252";

export default node;
