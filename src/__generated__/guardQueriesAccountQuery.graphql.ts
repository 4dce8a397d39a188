/**
 * @generated SignedSource<<f8c2440e640c39fa5f8c454cbfd5b812>>
 * @relayHash 31a87bf19e8ebc53e49291916ce67083
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56b771bc6bdd95095a503148a69dce8e55e1baa8149ccaa4010435bc02c97c9d

import type { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type guardQueriesAccountQuery$variables = {
  id: string;
};
export type guardQueriesAccountQuery$data = {
  readonly account: {
    readonly businessType: string;
    readonly country: string;
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
        "name": "businessType",
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
    "id": "56b771bc6bdd95095a503148a69dce8e55e1baa8149ccaa4010435bc02c97c9d",
    "metadata": {},
    "name": "guardQueriesAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "75c7aa191cee9e8c055a2b13e9ec2964";

export default node;
