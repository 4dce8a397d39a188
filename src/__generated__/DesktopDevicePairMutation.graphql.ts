/**
 * @generated SignedSource<<80196ee07d85ab10dd78ef6383feb5c5>>
 * @relayHash 04aaee54828507a48e262efcdfb08f9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 363bc5a99407730d7d974f570bd8aee8f337b9ee7593a9a1e8c261e3096937a2

import type { ConcreteRequest } from 'relay-runtime';
export type DeviceKind = "android" | "desktop" | "embedded" | "ios" | "macos" | "mobile" | "sonos" | "unknown" | "windows" | "%future added value";
export type DevicePairInput = {
  appVersion?: string | null | undefined;
  kind: DeviceKind;
  name: string;
  pairingCode: string;
};
export type DesktopDevicePairMutation$variables = {
  input: DevicePairInput;
};
export type DesktopDevicePairMutation$data = {
  readonly devicePair: {
    readonly device: {
      readonly id: string;
    };
    readonly refreshToken: string;
    readonly soundZone: {
      readonly id: string;
      readonly name: string;
    };
    readonly token: string;
  };
};
export type DesktopDevicePairMutation = {
  response: DesktopDevicePairMutation$data;
  variables: DesktopDevicePairMutation$variables;
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
    "concreteType": "DevicePairPayload",
    "kind": "LinkedField",
    "name": "devicePair",
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
        "concreteType": "Device",
        "kind": "LinkedField",
        "name": "device",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
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
            "name": "name",
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
    "name": "DesktopDevicePairMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DesktopDevicePairMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "363bc5a99407730d7d974f570bd8aee8f337b9ee7593a9a1e8c261e3096937a2",
    "metadata": {},
    "name": "DesktopDevicePairMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9ee9ee49103a0cf5d2d8a98c1743c4c";

export default node;
