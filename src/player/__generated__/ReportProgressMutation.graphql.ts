/**
 * @generated SignedSource<<16783ee2fb9716740c59bc77d70af894>>
 * @relayHash 00fca2494ffa68898956e1c024ad8bdf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77cf0fe290b2c65b1aea9c3da45b4cc34a6b803004d4d1c55f7b6ab71da0d16f

import type { ConcreteRequest } from 'relay-runtime';
export type PlayerStatus = "paused" | "playing" | "%future added value";
export type ProgressEvent = "ERROR" | "FINISHED" | "PROGRESS" | "STARTED" | "%future added value";
export type ReportProgressInput = {
  error?: string | null | undefined;
  event: ProgressEvent;
  positionMs: number;
  trackId: string;
};
export type ReportProgressMutation$variables = {
  input: ReportProgressInput;
};
export type ReportProgressMutation$data = {
  readonly reportProgress: {
    readonly player: {
      readonly status: PlayerStatus;
    };
  };
};
export type ReportProgressMutation = {
  response: ReportProgressMutation$data;
  variables: ReportProgressMutation$variables;
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
    "concreteType": "PlayerPayload",
    "kind": "LinkedField",
    "name": "reportProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlayerState",
        "kind": "LinkedField",
        "name": "player",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "ReportProgressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportProgressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "77cf0fe290b2c65b1aea9c3da45b4cc34a6b803004d4d1c55f7b6ab71da0d16f",
    "metadata": {},
    "name": "ReportProgressMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2a1c912ba17de7e44627442f546b801";

export default node;
