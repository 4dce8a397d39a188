/**
 * @generated SignedSource<<e844ce089ab603e4cea6818b0c1d3892>>
 * @relayHash 3f2a67a4278d0d9ebe1dab64e1eb4601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4497e357e4e6945ee41194b99e7d80ff1d06dcfec882fe22e768f9cdd54ef873

import type { ConcreteRequest } from 'relay-runtime';
export type spotifyMutationsConnectMutation$variables = {
  code: string;
  redirectUri: string;
};
export type spotifyMutationsConnectMutation$data = {
  readonly createSpotifyConnection: {
    readonly accessToken: string;
    readonly expiresIn: number;
    readonly id: string;
    readonly scope: string;
    readonly tokenType: string;
  };
};
export type spotifyMutationsConnectMutation = {
  response: spotifyMutationsConnectMutation$data;
  variables: spotifyMutationsConnectMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "redirectUri"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "code",
            "variableName": "code"
          },
          {
            "kind": "Variable",
            "name": "redirectUri",
            "variableName": "redirectUri"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SpotifyConnection",
    "kind": "LinkedField",
    "name": "createSpotifyConnection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accessToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tokenType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresIn",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "scope",
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
    "name": "spotifyMutationsConnectMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "spotifyMutationsConnectMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4497e357e4e6945ee41194b99e7d80ff1d06dcfec882fe22e768f9cdd54ef873",
    "metadata": {},
    "name": "spotifyMutationsConnectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c57eb4a9510ad03b8464e398d391628c";

export default node;
