/**
 * @generated SignedSource<<ee678827c23177bc6c85c1f5b16e530f>>
 * @relayHash c7f63bc887048d5690a3b675d516cea5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e7758aa8cd23eac88776bb1a98f7077787b8d5387f6f2091c9aac3b2d0c2a28

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
export type HomePageQuery$variables = {
  accountChoices: number;
  accountId: string;
  hasAccount: boolean;
};
export type HomePageQuery$data = {
  readonly account?: {
    readonly businessName: string;
    readonly id: string;
    readonly soundZones: {
      readonly stateTotals: ReadonlyArray<{
        readonly state: SoundZoneState;
        readonly total: number;
      }>;
      readonly total: number;
    };
  } | null | undefined;
  readonly me: {
    readonly user: {
      readonly accounts: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly businessName: string;
            readonly id: string;
          };
        }>;
        readonly total: number;
      };
      readonly name: string;
    } | null | undefined;
  } | null | undefined;
};
export type HomePageQuery = {
  response: HomePageQuery$data;
  variables: HomePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountChoices"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasAccount"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessName",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "accountChoices"
        }
      ],
      "concreteType": "UserAccountConnection",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": false,
      "selections": [
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "UserAccountEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Account",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v4/*:: as any*/),
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
  "type": "User",
  "abstractKey": null
},
v7 = {
  "condition": "hasAccount",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
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
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 0
            }
          ],
          "concreteType": "SoundZoneConnection",
          "kind": "LinkedField",
          "name": "soundZones",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "SoundZoneStateTotal",
              "kind": "LinkedField",
              "name": "stateTotals",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                (v3/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": "soundZones(first:0)"
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "fragment": (v6/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "HomePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "3e7758aa8cd23eac88776bb1a98f7077787b8d5387f6f2091c9aac3b2d0c2a28",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3fde82d7eba310845e996385cfdeb18e";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
