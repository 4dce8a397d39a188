/**
 * @generated SignedSource<<8aacfd2414ed9af0c61c92c6240d2d0f>>
 * @relayHash fd396cead6751efd2739c06d59d02cbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5e6f394559e4f050da095fda2624efc96e0f5591be490cb3903cae5106ac1b9

import type { ConcreteRequest } from 'relay-runtime';
export type GuideTaskPageQuery$variables = {
  accountId: string;
};
export type GuideTaskPageQuery$data = {
  readonly account: {
    readonly businessType: string;
    readonly filterExplicit: boolean;
    readonly id: string;
    readonly soundZones: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
        };
      }>;
      readonly total: number;
    };
  } | null | undefined;
};
export type GuideTaskPageQuery = {
  response: GuideTaskPageQuery$data;
  variables: GuideTaskPageQuery$variables;
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
        "name": "businessType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "filterExplicit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "SoundZoneConnection",
        "kind": "LinkedField",
        "name": "soundZones",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "soundZones(first:100)"
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
    "name": "GuideTaskPageQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "GuideTaskPageQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b5e6f394559e4f050da095fda2624efc96e0f5591be490cb3903cae5106ac1b9",
    "metadata": {},
    "name": "GuideTaskPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "46112d105370fb1845d9118e009b6da3";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
