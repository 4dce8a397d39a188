/**
 * @generated SignedSource<<8662203f936ab7c0e5566ae2aab9e0a2>>
 * @relayHash 098c5939f7069ff82a5f6c4ea5f6a107
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 501ebb72b882984613939cca5daffbea9c49f14ef0aa0b87d57003afcb1173d3

import type { ConcreteRequest } from 'relay-runtime';
export type OnboardingStepName = "AI_PLAYLIST" | "BUSINESS_DESCRIPTION" | "EXPLICIT_SETTING" | "GET_STARTED" | "PARTNER_BUSINESS_SIZE" | "PARTNER_BUSINESS_TYPE" | "SETUP" | "SPOTIFY_IMPORT" | "%future added value";
export type OnboardingPageQuery$variables = {
  accountId: string;
};
export type OnboardingPageQuery$data = {
  readonly account: {
    readonly businessName: string;
    readonly businessType: string;
    readonly filterExplicit: boolean;
    readonly id: string;
    readonly onboardingSteps: ReadonlyArray<{
      readonly name: OnboardingStepName;
    }>;
    readonly soundZones: {
      readonly total: number;
    };
  } | null | undefined;
};
export type OnboardingPageQuery = {
  response: OnboardingPageQuery$data;
  variables: OnboardingPageQuery$variables;
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
        "name": "businessName",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 0
          }
        ],
        "concreteType": "SoundZoneConnection",
        "kind": "LinkedField",
        "name": "soundZones",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "storageKey": "soundZones(first:0)"
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
    "name": "OnboardingPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "501ebb72b882984613939cca5daffbea9c49f14ef0aa0b87d57003afcb1173d3",
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9f767900190928423ca58d002375921b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
