/**
 * @generated SignedSource<<d95d83559abeedadf0870a59ac5cf3f8>>
 * @relayHash 90ccb5134b49d7fe20a55b1fb152c75c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdd72ed7ae634c9f24c74e6cddf14c7908c539c0733f40ba1ef3df34b42e18f8

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
      readonly choice: string | null | undefined;
      readonly name: OnboardingStepName;
    }>;
    readonly roles: {
      readonly isPartner: boolean;
    };
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
        "concreteType": "AccountRoles",
        "kind": "LinkedField",
        "name": "roles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPartner",
            "storageKey": null
          }
        ],
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
    "id": "cdd72ed7ae634c9f24c74e6cddf14c7908c539c0733f40ba1ef3df34b42e18f8",
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3447af324870eb92c68852f6ecc0dff9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
