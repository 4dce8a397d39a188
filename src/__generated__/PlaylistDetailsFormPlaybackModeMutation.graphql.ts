/**
 * @generated SignedSource<<f603de1116e9b0791a17d70637202ee0>>
 * @relayHash 89d21a28bf977cf00a6baf857c953628
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID abd96dc7404df6b5128cb88c3ef45720c357f28ab3feae805a2ad330210bc3b9

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type UpdateManualPlaylistInput = {
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  presets?: PlaylistPresetsInput | null | undefined;
};
export type PlaylistPresetsInput = {
  allowExplicit?: boolean | null | undefined;
  playbackMode?: PlaybackMode | null | undefined;
};
export type PlaylistDetailsFormPlaybackModeMutation$variables = {
  input: UpdateManualPlaylistInput;
};
export type PlaylistDetailsFormPlaybackModeMutation$data = {
  readonly updateManualPlaylist: {
    readonly id: string;
    readonly permissions: ReadonlyArray<PlaylistPermission>;
    readonly presets: {
      readonly playbackMode: PlaybackMode;
    };
  };
};
export type PlaylistDetailsFormPlaybackModeMutation = {
  response: PlaylistDetailsFormPlaybackModeMutation$data;
  variables: PlaylistDetailsFormPlaybackModeMutation$variables;
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
    "name": "updateManualPlaylist",
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
    "name": "PlaylistDetailsFormPlaybackModeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaylistDetailsFormPlaybackModeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "abd96dc7404df6b5128cb88c3ef45720c357f28ab3feae805a2ad330210bc3b9",
    "metadata": {},
    "name": "PlaylistDetailsFormPlaybackModeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1546f80108a133305da648af46013c04";

export default node;
