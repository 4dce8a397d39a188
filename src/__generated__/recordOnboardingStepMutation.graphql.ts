/**
 * @generated SignedSource<<d8151c6f73eed942aa372439a7090b37>>
 * @relayHash 1f6fffa663266d4f06e0d021146f7ce2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a5be891ed27011f20c0d384a062d6ecabc86578af0278cf3751343b02413194

import type { ConcreteRequest } from 'relay-runtime';
export type OnboardingStepName = "AI_PLAYLIST" | "BUSINESS_DESCRIPTION" | "EXPLICIT_SETTING" | "GET_STARTED" | "PARTNER_BUSINESS_SIZE" | "PARTNER_BUSINESS_TYPE" | "SETUP" | "SPOTIFY_IMPORT" | "%future added value";
export type OnboardingStepStatus = "COMPLETED" | "SKIPPED" | "%future added value";
export type SetupGuideStepName = "ADDED_PAYMENT" | "APP_PAIRING" | "BUSINESS_DESCRIPTION" | "EXPLICIT_SETTING" | "QR_APP_LOGIN" | "SETUP" | "SPOTIFY_IMPORT" | "USER_INVITE" | "%future added value";
export type RecordOnboardingStepInput = {
  account: string;
  businessType?: string | null | undefined;
  choice?: string | null | undefined;
  filterExplicit?: boolean | null | undefined;
  status: OnboardingStepStatus;
  step: OnboardingStepName;
};
export type recordOnboardingStepMutation$variables = {
  input: RecordOnboardingStepInput;
};
export type recordOnboardingStepMutation$data = {
  readonly recordOnboardingStep: {
    readonly account: {
      readonly businessType: string;
      readonly filterExplicit: boolean;
      readonly guide: {
        readonly remainingTasks: number;
        readonly steps: ReadonlyArray<{
          readonly available: boolean;
          readonly completed: boolean;
          readonly name: SetupGuideStepName;
        }>;
      };
      readonly id: string;
      readonly onboardingSteps: ReadonlyArray<{
        readonly choice: string | null | undefined;
        readonly name: OnboardingStepName;
        readonly status: OnboardingStepStatus;
        readonly updatedAt: any;
      }>;
    };
  };
};
export type recordOnboardingStepMutation = {
  response: recordOnboardingStepMutation$data;
  variables: recordOnboardingStepMutation$variables;
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
  "name": "name",
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
    "concreteType": "RecordOnboardingStepPayload",
    "kind": "LinkedField",
    "name": "recordOnboardingStep",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
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
            "name": "businessType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "filterExplicit",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OnboardingStep",
            "kind": "LinkedField",
            "name": "onboardingSteps",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "choice",
                "storageKey": null
              }
            ],
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
                  (v1/*:: as any*/),
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "recordOnboardingStepMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "recordOnboardingStepMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9a5be891ed27011f20c0d384a062d6ecabc86578af0278cf3751343b02413194",
    "metadata": {},
    "name": "recordOnboardingStepMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0cf353c97c217646b5b7fcccc75e0789";

export default node;
