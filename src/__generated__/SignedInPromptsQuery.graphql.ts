/**
 * @generated SignedSource<<7bd5ecac47a39706ca45168afce5f3ce>>
 * @relayHash 8dd3af031469b224101964f9b7d01e95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4995c36c564ffe6b564b251b69e5eb82eabac4426f7763d36315cbae8265dd5d

import type { ConcreteRequest } from 'relay-runtime';
export type AccountPermission = "BILLING_GROUPS_CREATE" | "BILLING_GROUPS_EDIT" | "LIBRARY_WRITE" | "SETTINGS_READ" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "USERS_READ" | "USERS_WRITE" | "USER_CREATE" | "USER_DELETE" | "USER_UPDATE" | "ZONE_ACTIVATE" | "ZONE_BILLING_GROUPS" | "ZONE_CREATE" | "ZONE_DEACTIVATE" | "ZONE_PAIR" | "ZONE_UNPAIR" | "ZONE_UPDATE" | "%future added value";
export type SignedInPromptsQuery$variables = {
  accountId: string;
  hasAccount: boolean;
};
export type SignedInPromptsQuery$data = {
  readonly account?: {
    readonly image: {
      readonly __typename: "Image";
    } | null | undefined;
    readonly library: {
      readonly playlists: {
        readonly edges: ReadonlyArray<{
          readonly __typename: "LibraryItemEdge";
        }>;
      };
      readonly schedules: {
        readonly edges: ReadonlyArray<{
          readonly __typename: "LibraryItemEdge";
        }>;
      };
    };
    readonly permissions: ReadonlyArray<AccountPermission>;
  } | null | undefined;
  readonly me: {
    readonly id?: string;
    readonly keyValues?: ReadonlyArray<{
      readonly expiresAt: any | null | undefined;
      readonly key: string;
      readonly value: string;
    }>;
  } | null | undefined;
};
export type SignedInPromptsQuery = {
  response: SignedInPromptsQuery$data;
  variables: SignedInPromptsQuery$variables;
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
    "name": "hasAccount"
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
  "kind": "InlineFragment",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "prefix",
          "value": "user."
        }
      ],
      "concreteType": "UserKeyValue",
      "kind": "LinkedField",
      "name": "keyValues",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": "keyValues(prefix:\"user.\")"
    }
  ],
  "type": "User",
  "abstractKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LibraryItemEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": (v6/*:: as any*/),
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Library",
  "kind": "LinkedField",
  "name": "library",
  "plural": false,
  "selections": [
    {
      "alias": "playlists",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        },
        {
          "kind": "Literal",
          "name": "query",
          "value": {
            "kinds": [
              "PLAYLIST"
            ]
          }
        }
      ],
      "concreteType": "LibraryItemConnection",
      "kind": "LinkedField",
      "name": "items",
      "plural": false,
      "selections": (v8/*:: as any*/),
      "storageKey": "items(first:6,query:{\"kinds\":[\"PLAYLIST\"]})"
    },
    {
      "alias": "schedules",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "query",
          "value": {
            "kinds": [
              "SCHEDULE"
            ]
          }
        }
      ],
      "concreteType": "LibraryItemConnection",
      "kind": "LinkedField",
      "name": "items",
      "plural": false,
      "selections": (v8/*:: as any*/),
      "storageKey": "items(first:1,query:{\"kinds\":[\"SCHEDULE\"]})"
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SignedInPromptsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignedInPromptsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "me",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasAccount",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "4995c36c564ffe6b564b251b69e5eb82eabac4426f7763d36315cbae8265dd5d",
    "metadata": {},
    "name": "SignedInPromptsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7ffa572c9c14ad6d7c7d532d0e470d31";

export default node;
