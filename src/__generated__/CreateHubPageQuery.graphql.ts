/**
 * @generated SignedSource<<208bae9f36bfa9f6ea94bbb604b3417b>>
 * @relayHash 878b07dc5d17507d19f9eb435696940b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78ffd690404f51ab86b0e6e8abbb0088bbf1899751400e9762545d64bd0af29a

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type Tier = "TIER_1" | "TIER_2" | "TIER_3" | "%future added value";
export type CreateHubPageQuery$variables = {
  accountId: string;
  hasAccount: boolean;
};
export type CreateHubPageQuery$data = {
  readonly account?: {
    readonly featureFlags: ReadonlyArray<string>;
    readonly isRoyaltyFree: boolean;
    readonly plan: Plan;
    readonly restrictedEditMusic: boolean;
    readonly tier: Tier;
  } | null | undefined;
};
export type CreateHubPageQuery = {
  response: CreateHubPageQuery$data;
  variables: CreateHubPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "hasAccount"
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
  "name": "plan",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tier",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isRoyaltyFree",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restrictedEditMusic",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "featureFlags",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateHubPageQuery",
    "selections": [
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateHubPageQuery",
    "selections": [
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "78ffd690404f51ab86b0e6e8abbb0088bbf1899751400e9762545d64bd0af29a",
    "metadata": {},
    "name": "CreateHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6dde28665e9e9e074356bfc6edfebfb";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
