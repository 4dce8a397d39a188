/**
 * @generated SignedSource<<41df2fbed5c5ed0d65bc50d3bed7e021>>
 * @relayHash aecd294338635715bedd75f00cace050
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a28931cc66467ca3a3ad87db155f88cc3ac97782a16c9b013e6cea1df33a66c4

import type { ConcreteRequest } from 'relay-runtime';
export type CreatePlaybackClientInput = {
  description: string;
  name: string;
  soundZoneId: string;
};
export type CreatePlaybackClientMutation$variables = {
  input: CreatePlaybackClientInput;
};
export type CreatePlaybackClientMutation$data = {
  readonly createPlaybackClient: {
    readonly clientId: string;
    readonly token: string;
  };
};
export type CreatePlaybackClientMutation = {
  response: CreatePlaybackClientMutation$data;
  variables: CreatePlaybackClientMutation$variables;
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
    "concreteType": "CreatePlaybackClientPayload",
    "kind": "LinkedField",
    "name": "createPlaybackClient",
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
        "name": "clientId",
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
    "name": "CreatePlaybackClientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatePlaybackClientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a28931cc66467ca3a3ad87db155f88cc3ac97782a16c9b013e6cea1df33a66c4",
    "metadata": {},
    "name": "CreatePlaybackClientMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "628342f310179d24fa04e1125c778bd8";

export default node;
