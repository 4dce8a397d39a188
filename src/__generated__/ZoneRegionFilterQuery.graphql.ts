/**
 * @generated SignedSource<<0fb8fb24e1b32ce3c7733d6f85c0411b>>
 * @relayHash 2ab8c8b54946ee51acd74a50ebc025d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0614de1af70a74b6ba58a50038faf0a857f2fd2398a98f2d08d7499f403ed8bd

import type { ConcreteRequest } from 'relay-runtime';
export type ZoneRegionFilterQuery$variables = {
  accountId: string;
  locations: number;
};
export type ZoneRegionFilterQuery$data = {
  readonly account: {
    readonly locations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly physicalAddress: {
            readonly country: string;
            readonly state: string | null | undefined;
          };
        };
      }>;
    };
  } | null | undefined;
};
export type ZoneRegionFilterQuery = {
  response: ZoneRegionFilterQuery$data;
  variables: ZoneRegionFilterQuery$variables;
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
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "locations"
  }
],
v3 = {
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneRegionFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/)
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneRegionFilterQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0614de1af70a74b6ba58a50038faf0a857f2fd2398a98f2d08d7499f403ed8bd",
    "metadata": {},
    "name": "ZoneRegionFilterQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9cae90c6e5d705b45ac136406c85385e";

export default node;
