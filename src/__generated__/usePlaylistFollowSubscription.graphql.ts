/**
 * @generated SignedSource<<c13bd5568f414b0d19413cbc630e24ef>>
 * @relayHash a467c35d99023c32f48efeea004ee83e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e383be14f00b39e98564958026973afa64516c7fe50e7af1e1224279fa51c9bb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePlaylistFollowSubscription$variables = {
  playlist: string;
};
export type usePlaylistFollowSubscription$data = {
  readonly playlistUpdate: {
    readonly playlist: {
      readonly id: string;
      readonly snapshot: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlaylistDetailsForm_playlist">;
    };
  };
};
export type usePlaylistFollowSubscription = {
  response: usePlaylistFollowSubscription$data;
  variables: usePlaylistFollowSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "playlist"
  }
],
v1 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "playlist",
        "variableName": "playlist"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "snapshot",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePlaylistFollowSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlaylistUpdatePayload",
        "kind": "LinkedField",
        "name": "playlistUpdate",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PlaylistDetailsForm_playlist"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaylistFollowSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PlaylistUpdatePayload",
        "kind": "LinkedField",
        "name": "playlistUpdate",
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "composerType",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e383be14f00b39e98564958026973afa64516c7fe50e7af1e1224279fa51c9bb",
    "metadata": {},
    "name": "usePlaylistFollowSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "07e44b5435d3f7286f03f3e6403ec576";

export default node;
