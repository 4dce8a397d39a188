/**
 * @generated SignedSource<<d153ca1bcac5fcce284e717668ca0e3c>>
 * @relayHash 5c0a6e90252382a6ddbcac1bea03e106
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 34a29bf47be495d947961b5c44f847b9bc9c48643746dab9f8b471efcd7d3535

import type { ConcreteRequest } from 'relay-runtime';
export type PauseInput = {
  soundZone: string;
};
export type DesktopDevicePauseMutation$variables = {
  input: PauseInput;
};
export type DesktopDevicePauseMutation$data = {
  readonly pause: {
    readonly playback: {
      readonly __typename: "Playback";
    };
  };
};
export type DesktopDevicePauseMutation = {
  response: DesktopDevicePauseMutation$data;
  variables: DesktopDevicePauseMutation$variables;
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
    "concreteType": "PausePayload",
    "kind": "LinkedField",
    "name": "pause",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Playback",
        "kind": "LinkedField",
        "name": "playback",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
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
    "name": "DesktopDevicePauseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DesktopDevicePauseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "34a29bf47be495d947961b5c44f847b9bc9c48643746dab9f8b471efcd7d3535",
    "metadata": {},
    "name": "DesktopDevicePauseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0b5bfeb72d276f54f7586e395476f900";

export default node;
