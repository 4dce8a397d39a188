/**
 * @generated SignedSource<<d251a3edaf24f3357129b3045d4c5e53>>
 * @relayHash 717104a7dc36d68c41996796b5033314
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a90e56bc2fba53165f0e3b07e1a222ea5d6394c963d3c0067c1840ef84054128

import type { ConcreteRequest } from 'relay-runtime';
export type LoginUserInput = {
  email: string;
  password: string;
  uriBased?: boolean | null | undefined;
};
export type LoginUserMutation$variables = {
  input: LoginUserInput;
};
export type LoginUserMutation$data = {
  readonly loginUser: {
    readonly expiresAt: any;
    readonly refreshToken: string;
    readonly supportChatHash: string;
    readonly token: string;
    readonly userId: string;
  };
};
export type LoginUserMutation = {
  response: LoginUserMutation$data;
  variables: LoginUserMutation$variables;
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
    "concreteType": "LoginUserPayload",
    "kind": "LinkedField",
    "name": "loginUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
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
        "name": "expiresAt",
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
    "name": "LoginUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a90e56bc2fba53165f0e3b07e1a222ea5d6394c963d3c0067c1840ef84054128",
    "metadata": {},
    "name": "LoginUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f609d7d903329442e943e934b4c58524";

export default node;
