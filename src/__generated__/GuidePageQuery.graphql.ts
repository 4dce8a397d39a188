/**
 * @generated SignedSource<<2f2a20201d458d189ee8a13aeee9904c>>
 * @relayHash c2d3d1c2b287ab58be016286b88a93b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 967acd74808904a67c4695ac8728c07e2f7b7302bcf0d94901e74caa3bf71702

import type { ConcreteRequest } from 'relay-runtime';
export type SetupGuideStepName = "ADDED_PAYMENT" | "APP_PAIRING" | "BUSINESS_DESCRIPTION" | "EXPLICIT_SETTING" | "QR_APP_LOGIN" | "SETUP" | "SPOTIFY_IMPORT" | "USER_INVITE" | "%future added value";
export type GuidePageQuery$variables = {
  accountId: string;
};
export type GuidePageQuery$data = {
  readonly account: {
    readonly country: string;
    readonly guide: {
      readonly remainingTasks: number;
      readonly steps: ReadonlyArray<{
        readonly available: boolean;
        readonly completed: boolean;
        readonly name: SetupGuideStepName;
      }>;
    };
    readonly id: string;
  } | null | undefined;
};
export type GuidePageQuery = {
  response: GuidePageQuery$data;
  variables: GuidePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "accountId"
      }
    ],
    "concreteType": "Account",
    "kind": "LinkedField",
    "name": "account",
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
        "name": "country",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SetupGuide",
        "kind": "LinkedField",
        "name": "guide",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remainingTasks",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SetupGuideStep",
            "kind": "LinkedField",
            "name": "steps",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "completed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "available",
                "storageKey": null
              }
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
    "name": "GuidePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GuidePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "967acd74808904a67c4695ac8728c07e2f7b7302bcf0d94901e74caa3bf71702",
    "metadata": {},
    "name": "GuidePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2fcdbce12761dc01b5aa6067da4497a4";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
