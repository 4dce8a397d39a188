/**
 * @generated SignedSource<<4a086ad88d09e13eaeeb1fb0d61fe200>>
 * @relayHash 21704f2cab14d3c92d43b0988bc2ad03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f945f67451d617c56121baf4c4260d9e8da51558d60bec5a415b4b77990aa39f

import { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type routerContextAccountQuery$variables = {
  id: string;
};
export type routerContextAccountQuery$data = {
  readonly account: {
    readonly featureFlags: ReadonlyArray<string>;
    readonly id: string;
    readonly isRoyaltyFree: boolean;
    readonly permissions: ReadonlyArray<AccountPermission>;
    readonly restrictedDiscoverMusic: boolean;
  } | null | undefined;
};
export type routerContextAccountQuery = {
  response: routerContextAccountQuery$data;
  variables: routerContextAccountQuery$variables;
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
    "name": "routerContextAccountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "routerContextAccountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f945f67451d617c56121baf4c4260d9e8da51558d60bec5a415b4b77990aa39f",
    "metadata": {},
    "name": "routerContextAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e55232d09f3ef27301bb7d2fe6f733f1";

export default node;
