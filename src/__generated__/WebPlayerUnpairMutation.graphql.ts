/**
 * @generated SignedSource<<953686a69f1b74d63c4321f23f6046df>>
 * @relayHash 2d907154b30949ae3bf21a56ece9f94f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13bf9115ba561b38468ec2540b1f05c142de0cd1dda68df8063d2d4381840fbb

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneUnpairInput = {
  soundZone: string;
};
export type WebPlayerUnpairMutation$variables = {
  input: SoundZoneUnpairInput;
};
export type WebPlayerUnpairMutation$data = {
  readonly soundZoneUnpair: {
    readonly soundZone: {
      readonly device: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly isPaired: boolean;
    };
  };
};
export type WebPlayerUnpairMutation = {
  response: WebPlayerUnpairMutation$data;
  variables: WebPlayerUnpairMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SoundZoneUnpairPayload",
    "kind": "LinkedField",
    "name": "soundZoneUnpair",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPaired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
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
    "name": "WebPlayerUnpairMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebPlayerUnpairMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "13bf9115ba561b38468ec2540b1f05c142de0cd1dda68df8063d2d4381840fbb",
    "metadata": {},
    "name": "WebPlayerUnpairMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f2e1fefbe582fa8952f8f315f9c66c56";

export default node;
