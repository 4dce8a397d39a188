/**
 * @generated SignedSource<<b728ce4de0bc685b51260352c63f5847>>
 * @relayHash dae48517fcb081277b405e008b6fb597
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f63a85edd45166af7f4237f4a1e1e2da093c4a3ba8279968abb400dd376b5c8

import type { ConcreteRequest } from 'relay-runtime';
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
export type FlagsAccountQuery$variables = {
  accountId: string;
};
export type FlagsAccountQuery$data = {
  readonly account: {
    readonly distributor: {
      readonly id: string;
    } | null | undefined;
    readonly tier: Tier;
  } | null | undefined;
};
export type FlagsAccountQuery = {
  response: FlagsAccountQuery$data;
  variables: FlagsAccountQuery$variables;
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
  "kind": "ScalarField",
  "name": "tier",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Distributor",
  "kind": "LinkedField",
  "name": "distributor",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FlagsAccountQuery",
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
          (v4/*:: as any*/)
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
    "name": "FlagsAccountQuery",
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
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5f63a85edd45166af7f4237f4a1e1e2da093c4a3ba8279968abb400dd376b5c8",
    "metadata": {},
    "name": "FlagsAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9f6b70db3db5ac9fa254f8c151ede9e";

export default node;
