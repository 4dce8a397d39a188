/**
 * @generated SignedSource<<87ac7b4a0856cae13e7d25f64e0f8e37>>
 * @relayHash 02fa1e78262598ef28e27039c08bfa97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f6339ab62b163ff7bd5f404264cbaf63fdeae75052978aed26fb52e6c19869f0

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
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
export type PlaylistDetailsFormMetadataMutation$variables = {
  input: UpdateManualPlaylistInput;
};
export type PlaylistDetailsFormMetadataMutation$data = {
  readonly updateManualPlaylist: {
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
export type PlaylistDetailsFormMetadataMutation = {
  response: PlaylistDetailsFormMetadataMutation$data;
  variables: PlaylistDetailsFormMetadataMutation$variables;
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
    "name": "PlaylistDetailsFormMetadataMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlaylistDetailsFormMetadataMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f6339ab62b163ff7bd5f404264cbaf63fdeae75052978aed26fb52e6c19869f0",
    "metadata": {},
    "name": "PlaylistDetailsFormMetadataMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ec700904da5f2e96e49822ba59d4b36";

export default node;
