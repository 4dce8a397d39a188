/**
 * @generated SignedSource<<db1054c8fb5ce5ea545a453e7efdda92>>
 * @relayHash 1e257a5783006bd98966d58ed5742c83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b79da561efebf2a6dd0e151b07eafca6e170a57650f9ad65c5221d389bb8ce22

import type { ConcreteRequest } from 'relay-runtime';
export type OrderPlayerPageQuery$variables = {
  accountId: string;
};
export type OrderPlayerPageQuery$data = {
  readonly account: {
    readonly id: string;
    readonly soundZones: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly location: {
            readonly name: string;
          };
          readonly name: string;
        };
      }>;
      readonly total: number;
    };
  } | null | undefined;
};
export type OrderPlayerPageQuery = {
  response: OrderPlayerPageQuery$data;
  variables: OrderPlayerPageQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "filters",
    "value": [
      {
        "state": {
          "eq": "NOT_SETUP"
        }
      }
    ]
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderPlayerPageQuery",
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
            "args": (v3/*:: as any*/),
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZoneEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SoundZone",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/)
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
            "storageKey": "soundZones(filters:[{\"state\":{\"eq\":\"NOT_SETUP\"}}],first:50)"
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
    "name": "OrderPlayerPageQuery",
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
            "args": (v3/*:: as any*/),
            "concreteType": "SoundZoneConnection",
            "kind": "LinkedField",
            "name": "soundZones",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZoneEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SoundZone",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Location",
                        "kind": "LinkedField",
                        "name": "location",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v2/*:: as any*/)
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
            "storageKey": "soundZones(filters:[{\"state\":{\"eq\":\"NOT_SETUP\"}}],first:50)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b79da561efebf2a6dd0e151b07eafca6e170a57650f9ad65c5221d389bb8ce22",
    "metadata": {},
    "name": "OrderPlayerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6267413a9dd2190140d070bbbb1d435";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
