/**
 * @generated SignedSource<<98b80937451b3db32d2428804b2c6983>>
 * @relayHash 2759fc271fd32ff51cb5f5cf732ddc32
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f25b02bf005104285dbf69d424e4604df87cbf4339bd51fd7fd1ce51a2d8462

import type { ConcreteRequest } from 'relay-runtime';
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type SpotifyImportMode = "COPY" | "SYNC" | "%future added value";
export type ImportSpotifyPlaylistsInput = {
  addToLibrary?: boolean | null | undefined;
  connectionId: string;
  mode?: SpotifyImportMode | null | undefined;
  owner: string;
  playlistUris: ReadonlyArray<string>;
};
export type spotifyMutationsImportMutation$variables = {
  input: ImportSpotifyPlaylistsInput;
};
export type spotifyMutationsImportMutation$data = {
  readonly importSpotifyPlaylists: {
    readonly results: ReadonlyArray<{
      readonly errors: ReadonlyArray<{
        readonly errorCode: string;
        readonly errorMessage: string;
      }>;
      readonly playlist: {
        readonly id: string;
        readonly name: string;
        readonly permissions: ReadonlyArray<PlaylistPermission>;
      } | null | undefined;
      readonly playlistUri: string;
    }>;
    readonly traceId: string;
  };
};
export type spotifyMutationsImportMutation = {
  response: spotifyMutationsImportMutation$data;
  variables: spotifyMutationsImportMutation$variables;
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
    "concreteType": "ImportSpotifyPlaylistsPayload",
    "kind": "LinkedField",
    "name": "importSpotifyPlaylists",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "traceId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ImportSpotifyPlaylistResult",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playlistUri",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Playlist",
            "kind": "LinkedField",
            "name": "playlist",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "permissions",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ImportError",
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorMessage",
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
    "name": "spotifyMutationsImportMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "spotifyMutationsImportMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0f25b02bf005104285dbf69d424e4604df87cbf4339bd51fd7fd1ce51a2d8462",
    "metadata": {},
    "name": "spotifyMutationsImportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6248d65d82ae62499f3905f8f2b35978";

export default node;
