/**
 * @generated SignedSource<<b7978720577d63908a412c84efd63be9>>
 * @relayHash 8739d86a60d51a2e8cb164711b301706
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 142071744d92f3a7fed4e13f230508e918421aac31eb10a9965e2042b52c17e0

import type { ConcreteRequest } from 'relay-runtime';
export type PlaybackMode = "linear" | "shuffle" | "%future added value";
export type CreateManualPlaylistInput = {
  addToLibrary?: boolean | null | undefined;
  description?: string | null | undefined;
  name: string;
  owner: string;
  playbackMode?: PlaybackMode | null | undefined;
  trackIds?: ReadonlyArray<string> | null | undefined;
};
export type CreateManualPlaylistMutation$variables = {
  input: CreateManualPlaylistInput;
};
export type CreateManualPlaylistMutation$data = {
  readonly createManualPlaylist: {
    readonly playlist: {
      readonly id: string;
      readonly name: string;
      readonly snapshot: string;
    };
  };
};
export type CreateManualPlaylistMutation = {
  response: CreateManualPlaylistMutation$data;
  variables: CreateManualPlaylistMutation$variables;
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
    "concreteType": "CreateManualPlaylistPayload",
    "kind": "LinkedField",
    "name": "createManualPlaylist",
    "plural": false,
    "selections": [
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
            "name": "snapshot",
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
    "name": "CreateManualPlaylistMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateManualPlaylistMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "142071744d92f3a7fed4e13f230508e918421aac31eb10a9965e2042b52c17e0",
    "metadata": {},
    "name": "CreateManualPlaylistMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ea53ec8ccfee3a409606cce99ccfddf2";

export default node;
