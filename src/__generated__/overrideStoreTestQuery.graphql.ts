/**
 * @generated SignedSource<<b95407f69eca751a1c52f929f47e2807>>
 * @relayHash b84b5d858bd6a5729af6594963278ba6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f44ba9029a4e3627042527acc9925d43f33f53ae08cf8f2e2893f3ae8fe8b96

import type { ConcreteRequest } from 'relay-runtime';
export type overrideStoreTestQuery$variables = {
  accountId: string;
  includeEnded: boolean;
};
export type overrideStoreTestQuery$data = {
  readonly playbackOverrides: ReadonlyArray<{
    readonly __typename: "PlaybackOverride";
  }>;
};
export type overrideStoreTestQuery = {
  response: overrideStoreTestQuery$data;
  variables: overrideStoreTestQuery$variables;
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
    "name": "includeEnded"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "account",
    "variableName": "accountId"
  },
  {
    "kind": "Variable",
    "name": "includeEnded",
    "variableName": "includeEnded"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "overrideStoreTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlaybackOverride",
        "kind": "LinkedField",
        "name": "playbackOverrides",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "overrideStoreTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlaybackOverride",
        "kind": "LinkedField",
        "name": "playbackOverrides",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2f44ba9029a4e3627042527acc9925d43f33f53ae08cf8f2e2893f3ae8fe8b96",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "playbackOverrides": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PlaybackOverride"
        },
        "playbackOverrides.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "playbackOverrides.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "overrideStoreTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0bbaacc506b7c2b7b1f17be3ba4f2aa5";

export default node;
