/**
 * @generated SignedSource<<a7f546b378687fab8cfa9f39fd5b5124>>
 * @relayHash 5920666ddf2c0f06f020243dfbf89350
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b47e833b52be40a2391f57fc13c7767db2afcb4c8659da63fb4b4a712def396e

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type UpdateSpotifySyncedPlaylistInput = {
  id: string;
  presets: PlaylistPresetsInput;
};
export type PlaylistPresetsInput = {
  allowExplicit?: boolean | null | undefined;
  playbackMode?: PlaybackMode | null | undefined;
};
export type PlaylistDetailsFormSyncedPlaybackModeMutation$variables = {
  input: UpdateSpotifySyncedPlaylistInput;
};
export type PlaylistDetailsFormSyncedPlaybackModeMutation$data = {
  readonly updateSpotifySyncedPlaylist: {
    readonly id: string;
    readonly permissions: ReadonlyArray<PlaylistPermission>;
    readonly presets: {
      readonly playbackMode: PlaybackMode;
    };
  };
};
export type PlaylistDetailsFormSyncedPlaybackModeMutation = {
  response: PlaylistDetailsFormSyncedPlaybackModeMutation$data;
  variables: PlaylistDetailsFormSyncedPlaybackModeMutation$variables;
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
    "name": "updateSpotifySyncedPlaylist",
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
        "concreteType": "PlaylistPresets",
        "kind": "LinkedField",
        "name": "presets",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "playbackMode",
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
    "name": "PlaylistDetailsFormSyncedPlaybackModeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaylistDetailsFormSyncedPlaybackModeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b47e833b52be40a2391f57fc13c7767db2afcb4c8659da63fb4b4a712def396e",
    "metadata": {},
    "name": "PlaylistDetailsFormSyncedPlaybackModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be97ccd9e431b6fd175482c72fd9b3d3";

export default node;
