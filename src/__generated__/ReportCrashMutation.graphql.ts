/**
 * @generated SignedSource<<2b37c21b50f8c06b2cc02d5a7ce43c33>>
 * @relayHash ebdc34ceff952469f9621233c7cc7dea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 054212efe9f921d777020c12fc30578e390c478ac1e36771ef5b9e5bf340076f

import type { ConcreteRequest } from 'relay-runtime';
export type FeedbackInput = {
  feedbackDatetime: any;
  feedbackFormName: string;
  feedbackId: string;
  metadata: string;
  payload: string;
};
export type ReportCrashMutation$variables = {
  feedbackInput: FeedbackInput;
};
export type ReportCrashMutation$data = {
  readonly writeFeedback: {
    readonly feedbackId: string;
  };
};
export type ReportCrashMutation = {
  response: ReportCrashMutation$data;
  variables: ReportCrashMutation$variables;
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
    "name": "ReportCrashMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReportCrashMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "054212efe9f921d777020c12fc30578e390c478ac1e36771ef5b9e5bf340076f",
    "metadata": {},
    "name": "ReportCrashMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bf079fe6297138dfe7798de2590c863a";

export default node;
