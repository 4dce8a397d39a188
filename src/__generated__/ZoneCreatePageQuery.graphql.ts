/**
 * @generated SignedSource<<229e9774b975522455b81c02de06f7ae>>
 * @relayHash ca408dfc1d893213d27d0a0454e194f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c65d3e3150a14ba836d7f92ae9615dbc0e69ccc68728456365ea47d773e0d87a

import type { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type LocationPermission = "DELETE" | "UPDATE" | "USERS_READ" | "USERS_WRITE" | "ZONE_CREATE" | "%future added value";
export type ZoneCreatePageQuery$variables = {
  accountId: string;
  locations: number;
};
export type ZoneCreatePageQuery$data = {
  readonly account: {
    readonly country: string;
    readonly id: string;
    readonly locations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly deactivated: boolean;
          readonly id: string;
          readonly name: string;
          readonly permissions: ReadonlyArray<LocationPermission>;
          readonly physicalAddress: {
            readonly city: string;
          };
        };
      }>;
    };
    readonly permissions: ReadonlyArray<AccountPermission>;
  } | null | undefined;
};
export type ZoneCreatePageQuery = {
  response: ZoneCreatePageQuery$data;
  variables: ZoneCreatePageQuery$variables;
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
    "name": "locations"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v3 = [
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "locations"
          }
        ],
        "concreteType": "LocationConnection",
        "kind": "LinkedField",
        "name": "locations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LocationEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Location",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "deactivated",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Address",
                    "kind": "LinkedField",
                    "name": "physicalAddress",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "name": "ZoneCreatePageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneCreatePageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c65d3e3150a14ba836d7f92ae9615dbc0e69ccc68728456365ea47d773e0d87a",
    "metadata": {},
    "name": "ZoneCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5104068d3210b79dedcb5b7241ae8626";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
