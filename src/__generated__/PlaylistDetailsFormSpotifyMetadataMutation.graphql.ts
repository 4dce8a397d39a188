/**
 * @generated SignedSource<<c13a3967dc6cac2c2ab1e0a3b12cf216>>
 * @relayHash 3590d2ba21e565a16e2d60433143329c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e96e26514757f6243764e42eac083a67b71286cf255d6f0df77a80bcfe12ec35

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
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
export type PlaylistDetailsFormSpotifyMetadataMutation$variables = {
  input: UpdateSpotifyPlaylistInput;
};
export type PlaylistDetailsFormSpotifyMetadataMutation$data = {
  readonly updateSpotifyPlaylist: {
    readonly description: string | null | undefined;
    readonly display: {
      readonly title: string;
    };
    readonly id: string;
    readonly name: string;
    readonly presets: {
      readonly playbackMode: PlaybackMode;
    };
    readonly updatedAt: any;
  };
};
export type PlaylistDetailsFormSpotifyMetadataMutation = {
  response: PlaylistDetailsFormSpotifyMetadataMutation$data;
  variables: PlaylistDetailsFormSpotifyMetadataMutation$variables;
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "description",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Display",
        "kind": "LinkedField",
        "name": "display",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
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
    "name": "PlaylistDetailsFormSpotifyMetadataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaylistDetailsFormSpotifyMetadataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e96e26514757f6243764e42eac083a67b71286cf255d6f0df77a80bcfe12ec35",
    "metadata": {},
    "name": "PlaylistDetailsFormSpotifyMetadataMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d9e99119eae26691d2650ffae1f4a74";

export default node;
