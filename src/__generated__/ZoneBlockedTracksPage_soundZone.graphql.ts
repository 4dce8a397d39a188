/**
 * @generated SignedSource<<e6b755bdaea2290d63463a2bab56f09d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BlockReason = "bad_context" | "dislike" | "explicit" | "other" | "playback" | "%future added value";
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ZoneBlockedTracksPage_soundZone$data = {
  readonly blockedTracks: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly parent: string;
        readonly reasons: ReadonlyArray<BlockReason>;
        readonly source: string | null | undefined;
        readonly track: {
          readonly id: string;
          readonly title: string;
          readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
        };
      };
    }>;
  };
  readonly id: string;
  readonly permissions: ReadonlyArray<SoundZonePermission>;
  readonly " $fragmentType": "ZoneBlockedTracksPage_soundZone";
};
export type ZoneBlockedTracksPage_soundZone$key = {
  readonly " $data"?: ZoneBlockedTracksPage_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneBlockedTracksPage_soundZone">;
};

import ZoneBlockedTracksPagePaginationQuery_graphql from './ZoneBlockedTracksPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "blockedTracks"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 50,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ZoneBlockedTracksPagePaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ZoneBlockedTracksPage_soundZone",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    },
    {
      "alias": "blockedTracks",
      "args": null,
      "concreteType": "BlockedTrackConnection",
      "kind": "LinkedField",
      "name": "__ZoneBlockedTracksPage_blockedTracks_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "BlockedTrackEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "BlockedTrack",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "parent",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "source",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reasons",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Track",
                  "kind": "LinkedField",
                  "name": "track",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
                      "storageKey": null
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TrackRow_track"
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};
})();

(node as any).hash = "dfddfbcdf4add08e77dd08d4b65e8da2";

export default node;
