/**
 * @generated SignedSource<<72113903639b937aecc56e86c1e95865>>
 * @relayHash 510a63a620dcf27d1a5de7dc67ac517a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ea31603cca6b9630299a26a39918172e3ece6ed8913940a4b3c18cb0fa1db42

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneUnpairInput = {
  soundZone: string;
};
export type DesktopDeviceUnpairMutation$variables = {
  input: SoundZoneUnpairInput;
};
export type DesktopDeviceUnpairMutation$data = {
  readonly soundZoneUnpair: {
    readonly soundZone: {
      readonly id: string;
      readonly isPaired: boolean;
    };
  };
};
export type DesktopDeviceUnpairMutation = {
  response: DesktopDeviceUnpairMutation$data;
  variables: DesktopDeviceUnpairMutation$variables;
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
            "name": "isPaired",
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
    "name": "DesktopDeviceUnpairMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DesktopDeviceUnpairMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6ea31603cca6b9630299a26a39918172e3ece6ed8913940a4b3c18cb0fa1db42",
    "metadata": {},
    "name": "DesktopDeviceUnpairMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a8ad41cbdb5a30e44553c10003ea259e";

export default node;
