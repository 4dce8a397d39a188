/**
 * @generated SignedSource<<f8503f3557ece7811d9a88e034085630>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
export type SoundZoneStatusCode = "PLAYER_DEPRECATED" | "PLAYER_DISCONNECTED" | "PLAYER_MUTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ZoneList_account$data = {
  readonly id: string;
  readonly soundZones: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly location: {
          readonly id: string;
        };
        readonly status: {
          readonly codes: ReadonlyArray<SoundZoneStatusCode>;
          readonly state: SoundZoneState;
        };
        readonly " $fragmentSpreads": FragmentRefs<"ZoneRow_soundZone">;
      };
    }>;
  };
  readonly " $fragmentType": "ZoneList_account";
};
export type ZoneList_account$key = {
  readonly " $data"?: ZoneList_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneList_account">;
};

import ZoneListPaginationQuery_graphql from './ZoneListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "soundZones"
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
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filters"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "start"
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
      "operation": ZoneListPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ZoneList_account",
  "selections": [
    {
      "alias": "soundZones",
      "args": [
        {
          "kind": "Variable",
          "name": "__dynamicKey",
          "variableName": "start"
        },
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        }
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "__ZoneList_soundZones_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SoundZoneEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SoundZone",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Location",
                  "kind": "LinkedField",
                  "name": "location",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SoundZoneStatus",
                  "kind": "LinkedField",
                  "name": "status",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "state",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "codes",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ZoneRow_soundZone"
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
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "28faaf1df00c1901f58283081b1f421c";

export default node;
