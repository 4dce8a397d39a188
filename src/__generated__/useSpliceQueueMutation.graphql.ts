/**
 * @generated SignedSource<<5366d44aee4b6103af78daa10385ee5a>>
 * @relayHash 878de1fce69b60cfb8f61d58cd0407be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4e42fb7095832ed6196dc8fbe747961ab7245a98791ccf6ff4177cd66b9b243

import type { ConcreteRequest } from 'relay-runtime';
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type SpliceManualPlaylistInput = {
  id: string;
  length: number;
  snapshot?: string | null | undefined;
  start: number;
  trackIds: ReadonlyArray<string>;
};
export type useSpliceQueueMutation$variables = {
  input: SpliceManualPlaylistInput;
};
export type useSpliceQueueMutation$data = {
  readonly spliceManualPlaylist: {
    readonly id: string;
    readonly permissions: ReadonlyArray<PlaylistPermission>;
    readonly snapshot: string;
    readonly trackStatistics: {
      readonly explicit: number;
      readonly playable: number;
      readonly playableDuration: number;
      readonly total: number;
      readonly totalDuration: number;
    };
    readonly updatedAt: any;
  };
};
export type useSpliceQueueMutation = {
  response: useSpliceQueueMutation$data;
  variables: useSpliceQueueMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "Playlist",
    "kind": "LinkedField",
    "name": "spliceManualPlaylist",
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
        "name": "snapshot",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TrackStatistics",
        "kind": "LinkedField",
        "name": "trackStatistics",
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
            "kind": "ScalarField",
            "name": "totalDuration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playableDuration",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "explicit",
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
    "name": "useSpliceQueueMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSpliceQueueMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c4e42fb7095832ed6196dc8fbe747961ab7245a98791ccf6ff4177cd66b9b243",
    "metadata": {},
    "name": "useSpliceQueueMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac4dbb96a3987141446ffc379d321332";

export default node;
