/**
 * @generated SignedSource<<96d658256f28fbbcd13a8e966bd7e31d>>
 * @relayHash d13a938d510bc6312e2900ef0c42a8c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1749a78cfbab116a538a4c2784edfbcd2c9c1fd1bbc8f78194de9a8026b06391

import type { ConcreteRequest } from 'relay-runtime';
export type InitiatePairingMutation$variables = {
  zoneId: string;
};
export type InitiatePairingMutation$data = {
  readonly soundZoneInitiatePairing: {
    readonly expiresAt: any;
    readonly pairingCode: string;
  };
};
export type InitiatePairingMutation = {
  response: InitiatePairingMutation$data;
  variables: InitiatePairingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zoneId"
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
            "name": "soundZone",
            "variableName": "zoneId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SoundZoneInitiatePairingPayload",
    "kind": "LinkedField",
    "name": "soundZoneInitiatePairing",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pairingCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "InitiatePairingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InitiatePairingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1749a78cfbab116a538a4c2784edfbcd2c9c1fd1bbc8f78194de9a8026b06391",
    "metadata": {},
    "name": "InitiatePairingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abc752838cf8916d12322ad38e1e617a";

export default node;
