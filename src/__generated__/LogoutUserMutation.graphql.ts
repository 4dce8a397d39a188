/**
 * @generated SignedSource<<a0f1496078a947d4ae2f664cd2928260>>
 * @relayHash 06776fda5b7ec4a4518f7b7d64669f2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03b1e386d485ae3d0409260bc30583217eb14c28d34bb37aed69e21474648ceb

import type { ConcreteRequest } from 'relay-runtime';
export type LogoutUserInput = {
  refreshToken: string;
};
export type LogoutUserMutation$variables = {
  input: LogoutUserInput;
};
export type LogoutUserMutation$data = {
  readonly logoutUser: {
    readonly revoked: boolean;
  };
};
export type LogoutUserMutation = {
  response: LogoutUserMutation$data;
  variables: LogoutUserMutation$variables;
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
    "concreteType": "LogoutUserPayload",
    "kind": "LinkedField",
    "name": "logoutUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revoked",
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
    "name": "LogoutUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoutUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "03b1e386d485ae3d0409260bc30583217eb14c28d34bb37aed69e21474648ceb",
    "metadata": {},
    "name": "LogoutUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96edfefd398296919f86bd94401fc84d";

export default node;
