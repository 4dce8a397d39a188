/**
 * @generated SignedSource<<5e35273523ef64b8ba09a9ec97c284f0>>
 * @relayHash 7216d3dcfb7b7f168ac524ad2e3d783b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9276e887b7f7fe3fea95a3ae95794acc3b982901d28af2cbba4e889f5afb6881

import { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type routerContextAccountQuery$variables = {
  id: string;
};
export type routerContextAccountQuery$data = {
  readonly account: {
    readonly featureFlags: ReadonlyArray<string>;
    readonly id: string;
    readonly isRoyaltyFree: boolean;
    readonly permissions: ReadonlyArray<AccountPermission>;
    readonly plan: Plan;
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
    "id": "9276e887b7f7fe3fea95a3ae95794acc3b982901d28af2cbba4e889f5afb6881",
    "metadata": {},
    "name": "routerContextAccountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8f0c9b47cf924438b396b92a5a9d9e19";

export default node;
