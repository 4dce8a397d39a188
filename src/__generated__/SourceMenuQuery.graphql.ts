/**
 * @generated SignedSource<<f146be128bf8e9712dce8dbb18fbb3d2>>
 * @relayHash 5516fdc5d307be7b81179f1836d7027a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92959135864f6d523b6e391ba521955a700fd02f7172b8c38173c01a32dde4e8

import type { ConcreteRequest } from 'relay-runtime';
export type Plan = "ESSENTIAL" | "ROYALTY_FREE" | "STARTER" | "UNLIMITED" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type SchedulePermission = "DELETE" | "DUPLICATE" | "EDIT" | "%future added value";
export type SourceMenuQuery$variables = {
  accountId: string;
  id: string;
};
export type SourceMenuQuery$data = {
  readonly account: {
    readonly plan: Plan;
    readonly restrictedDiscoverMusic: boolean;
    readonly restrictedEditMusic: boolean;
  } | null | undefined;
  readonly node: {
    readonly inMusicLibrary?: boolean;
    readonly permissions?: ReadonlyArray<PlaylistPermission>;
    readonly schedulePermissions?: ReadonlyArray<SchedulePermission>;
  } | null | undefined;
};
export type SourceMenuQuery = {
  response: SourceMenuQuery$data;
  variables: SourceMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "accountId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "accountId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "plan",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restrictedDiscoverMusic",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restrictedEditMusic",
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v7 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "library",
      "variableName": "accountId"
    }
  ],
  "kind": "ScalarField",
  "name": "inMusicLibrary",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "type": "Playlist",
  "abstractKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": "schedulePermissions",
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "type": "Schedule",
  "abstractKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SourceMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SourceMenuQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "92959135864f6d523b6e391ba521955a700fd02f7172b8c38173c01a32dde4e8",
    "metadata": {},
    "name": "SourceMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f628cf9110968ba0ae8535fe9fb8f0dc";

export default node;
