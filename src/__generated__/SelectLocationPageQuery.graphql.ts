/**
 * @generated SignedSource<<463f82cb8f081a38b2a6187189157917>>
 * @relayHash f67f3ccab331c011494a6c425a76bbfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63876bb4353fa17cab726735a3a74c9aade992001588182e300d9d0d4a7b691e

import type { ConcreteRequest } from 'relay-runtime';
export type SelectLocationPageQuery$variables = {
  accountId: string;
};
export type SelectLocationPageQuery$data = {
  readonly account: {
    readonly businessName: string;
    readonly id: string;
    readonly locations: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly deactivated: boolean;
          readonly id: string;
          readonly name: string;
          readonly physicalAddress: {
            readonly city: string;
          };
        };
      }>;
    };
  } | null | undefined;
};
export type SelectLocationPageQuery = {
  response: SelectLocationPageQuery$data;
  variables: SelectLocationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accountId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
        "name": "businessName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 200
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
        "storageKey": "locations(first:200)"
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
    "name": "SelectLocationPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SelectLocationPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "63876bb4353fa17cab726735a3a74c9aade992001588182e300d9d0d4a7b691e",
    "metadata": {},
    "name": "SelectLocationPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2db6f551b1a78cb1d3f3868ff8494390";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
