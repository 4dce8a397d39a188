/**
 * @generated SignedSource<<a6337463a2d7fb358666479afed65c95>>
 * @relayHash 42511ee35e1c569035b80ffb71074015
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84639ce07fc128dcf0b413e7cb9af63b85327000fdf2b47e1297f327c061a3f0

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCustomerAccountInput = {
  address: string;
  businessName: string;
  businessType?: string | null | undefined;
  city: string;
  country: string;
  name: string;
  partner: string;
  postalCode: string;
  soundZoneName: string;
  state?: string | null | undefined;
  timezone: string;
};
export type PartnerCreatePageMutation$variables = {
  input: CreateCustomerAccountInput;
};
export type PartnerCreatePageMutation$data = {
  readonly createCustomerAccount: {
    readonly account: {
      readonly businessName: string;
      readonly id: string;
    };
  };
};
export type PartnerCreatePageMutation = {
  response: PartnerCreatePageMutation$data;
  variables: PartnerCreatePageMutation$variables;
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
    "concreteType": "CreateCustomerAccountPayload",
    "kind": "LinkedField",
    "name": "createCustomerAccount",
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
            "name": "businessName",
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
    "name": "PartnerCreatePageMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PartnerCreatePageMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "84639ce07fc128dcf0b413e7cb9af63b85327000fdf2b47e1297f327c061a3f0",
    "metadata": {},
    "name": "PartnerCreatePageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7899ae3b0228d16d92821100885ee609";

export default node;
