/**
 * @generated SignedSource<<3ddd2c7e01b5c1999d86246d13d4532f>>
 * @relayHash b7c87de903c029d0c88b7c6c61d4bc67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14c87cbc8b2efbbe4083975e9d6af6ad3ec49702e3d0d923f68db27d62dc83f

import type { ConcreteRequest } from 'relay-runtime';
export type LegalCertificatePageQuery$variables = {
  accountId: string;
};
export type LegalCertificatePageQuery$data = {
  readonly account: {
    readonly legalCertificate: {
      readonly address: string;
      readonly businessName: string;
      readonly city: string;
      readonly country: string;
      readonly postalCode: string;
      readonly state: string | null | undefined;
      readonly validFrom: any;
      readonly validUntil: any | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type LegalCertificatePageQuery = {
  response: LegalCertificatePageQuery$data;
  variables: LegalCertificatePageQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "LegalCertificate",
  "kind": "LinkedField",
  "name": "legalCertificate",
  "plural": false,
  "selections": [
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
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
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
      "kind": "ScalarField",
      "name": "validFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validUntil",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LegalCertificatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LegalCertificatePageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c14c87cbc8b2efbbe4083975e9d6af6ad3ec49702e3d0d923f68db27d62dc83f",
    "metadata": {},
    "name": "LegalCertificatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "51025a3a6ccc52259c999231aac4216f";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
