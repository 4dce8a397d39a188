/**
 * @generated SignedSource<<611a8ae03ccd299b53d6e4e16dd87905>>
 * @relayHash b39585c460f54bd65d96a12f83a2d832
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b441e3232cf8756c99db11bf74479ce298c235787efc03f9db63bb6cd8e7e351

import type { ConcreteRequest } from 'relay-runtime';
export type FeedbackInput = {
  feedbackDatetime: any;
  feedbackFormName: string;
  feedbackId: string;
  metadata: string;
  payload: string;
};
export type ShareFeedbackMutation$variables = {
  feedbackInput: FeedbackInput;
};
export type ShareFeedbackMutation$data = {
  readonly writeFeedback: {
    readonly feedbackId: string;
  };
};
export type ShareFeedbackMutation = {
  response: ShareFeedbackMutation$data;
  variables: ShareFeedbackMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "feedbackInput"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "feedbackInput",
        "variableName": "feedbackInput"
      }
    ],
    "concreteType": "WriteFeedbackPayload",
    "kind": "LinkedField",
    "name": "writeFeedback",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "feedbackId",
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
    "name": "ShareFeedbackMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareFeedbackMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b441e3232cf8756c99db11bf74479ce298c235787efc03f9db63bb6cd8e7e351",
    "metadata": {},
    "name": "ShareFeedbackMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "76e9be5bd58ed031b324a92b3b26f179";

export default node;
