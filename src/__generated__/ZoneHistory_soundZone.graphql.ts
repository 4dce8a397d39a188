/**
 * @generated SignedSource<<e71152ea7cc76bdaede51f9ab1b1b078>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZoneHistory_soundZone$data = {
  readonly id: string;
  readonly playbackHistory: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly playFrom: {
          readonly __typename: "ManuallyQueued";
          readonly __typename: "ManuallyQueued";
        } | {
          readonly __typename: "Playlist";
          readonly name: string;
        } | {
          readonly __typename: "ScheduleSource";
          readonly playlist: {
            readonly name: string;
          } | null | undefined;
          readonly schedule: {
            readonly name: string;
          };
        } | {
          // This will never be '%other', but we need some
          // value in case none of the concrete values match.
          readonly __typename: "%other";
        } | null | undefined;
        readonly startedAt: any;
        readonly track: {
          readonly " $fragmentSpreads": FragmentRefs<"TrackPreviewButton_track" | "TrackRow_track">;
        };
      };
    }>;
  };
  readonly " $fragmentType": "ZoneHistory_soundZone";
};
export type ZoneHistory_soundZone$key = {
  readonly " $data"?: ZoneHistory_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneHistory_soundZone">;
};

import ZoneHistoryPaginationQuery_graphql from './ZoneHistoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "playbackHistory"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "date"
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
      "operation": ZoneHistoryPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ZoneHistory_soundZone",
  "selections": [
    {
      "alias": "playbackHistory",
      "args": [
        {
          "kind": "Variable",
          "name": "date",
          "variableName": "date"
        }
      ],
      "concreteType": "PlaybackHistoryConnection",
      "kind": "LinkedField",
      "name": "__ZoneHistory_playbackHistory_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PlaybackHistoryEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PlayedTrack",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "startedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "playFrom",
                  "plural": false,
                  "selections": [
                    (v2/*:: as any*/),
                    {
                      "kind": "InlineFragment",
                      "selections": (v3/*:: as any*/),
                      "type": "Playlist",
                      "abstractKey": null
                    },
                    {
                      "kind": "InlineFragment",
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Schedule",
                          "kind": "LinkedField",
                          "name": "schedule",
                          "plural": false,
                          "selections": (v3/*:: as any*/),
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Playlist",
                          "kind": "LinkedField",
                          "name": "playlist",
                          "plural": false,
                          "selections": (v3/*:: as any*/),
                          "storageKey": null
                        }
                      ],
                      "type": "ScheduleSource",
                      "abstractKey": null
                    }
                  ],
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
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TrackRow_track"
                    },
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "TrackPreviewButton_track"
                    }
                  ],
                  "storageKey": null
                },
                (v2/*:: as any*/)
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
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "SoundZone",
  "abstractKey": null
};
})();

(node as any).hash = "c9be1f345559aa582cfade9e661a6e6a";

export default node;
