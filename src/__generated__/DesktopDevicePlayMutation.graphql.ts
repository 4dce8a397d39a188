/**
 * @generated SignedSource<<f4add0f39259d5545711151511ef545a>>
 * @relayHash 81762dfdf3220171bc5dd7d7b7f17576
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b1120ec24c4853523d206ff947e1b0f42c3ecf0a5baca8713532d95dcc0cd8b

import type { ConcreteRequest } from 'relay-runtime';
export type PlayInput = {
  soundZone: string;
};
export type DesktopDevicePlayMutation$variables = {
  input: PlayInput;
};
export type DesktopDevicePlayMutation$data = {
  readonly play: {
    readonly playback: {
      readonly __typename: "Playback";
    };
  };
};
export type DesktopDevicePlayMutation = {
  response: DesktopDevicePlayMutation$data;
  variables: DesktopDevicePlayMutation$variables;
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
    "concreteType": "PlayPayload",
    "kind": "LinkedField",
    "name": "play",
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
    "name": "DesktopDevicePlayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DesktopDevicePlayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6b1120ec24c4853523d206ff947e1b0f42c3ecf0a5baca8713532d95dcc0cd8b",
    "metadata": {},
    "name": "DesktopDevicePlayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ed0a5b42d7d8ecd8f5f8b3ec56e4a4ea";

export default node;
