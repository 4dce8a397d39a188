/**
 * @generated SignedSource<<fa135e900aa5bb74b328c8b6702103b7>>
 * @relayHash becc24501b1af156e5bda89f7912bb58
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf69d6b75111f0a5b599889698b4498f4b34a84c092f5573c15ebd532595c56f

import { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type guardQueriesAccountQuery$variables = {
  id: string;
};
export type guardQueriesAccountQuery$data = {
  readonly account: {
    readonly featureFlags: ReadonlyArray<string>;
    readonly id: string;
    readonly isRoyaltyFree: boolean;
    readonly permissions: ReadonlyArray<AccountPermission>;
    readonly plan: Plan;
    readonly restrictedDiscoverMusic: boolean;
  } | null | undefined;
};
export type guardQueriesAccountQuery = {
  response: guardQueriesAccountQuery$data;
  variables: guardQueriesAccountQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
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
        "name": "permissions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "featureFlags",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "plan",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isRoyaltyFree",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restrictedDiscoverMusic",
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
    "name": "guardQueriesAccountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "guardQueriesAccountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bf69d6b75111f0a5b599889698b4498f4b34a84c092f5573c15ebd532595c56f",
    "metadata": {},
    "name": "guardQueriesAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d15cde979ed6b7add1076c5554a16f1d";

export default node;
