/**
 * @generated SignedSource<<cc8201ea6d49f60f83d53cbc9ab7f108>>
 * @relayHash 8c65f037b81a67ef2b98611a99ddc3ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08c71258ab0c47c9cc0d01399482f63a451c6da244543b1cca121ff94e1e5299

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type UpdateSpotifyPlaylistInput = {
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  presets?: PlaylistPresetsInput | null | undefined;
};
export type PlaylistPresetsInput = {
  allowExplicit?: boolean | null | undefined;
  playbackMode?: PlaybackMode | null | undefined;
};
export type PlaylistDetailsFormSpotifyPlaybackModeMutation$variables = {
  input: UpdateSpotifyPlaylistInput;
};
export type PlaylistDetailsFormSpotifyPlaybackModeMutation$data = {
  readonly updateSpotifyPlaylist: {
    readonly id: string;
    readonly permissions: ReadonlyArray<PlaylistPermission>;
    readonly presets: {
      readonly playbackMode: PlaybackMode;
    };
  };
};
export type PlaylistDetailsFormSpotifyPlaybackModeMutation = {
  response: PlaylistDetailsFormSpotifyPlaybackModeMutation$data;
  variables: PlaylistDetailsFormSpotifyPlaybackModeMutation$variables;
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
    "name": "updateSpotifyPlaylist",
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
    "name": "PlaylistDetailsFormSpotifyPlaybackModeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaylistDetailsFormSpotifyPlaybackModeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "08c71258ab0c47c9cc0d01399482f63a451c6da244543b1cca121ff94e1e5299",
    "metadata": {},
    "name": "PlaylistDetailsFormSpotifyPlaybackModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "979b8b65feb72c88f455128a41561172";

export default node;
