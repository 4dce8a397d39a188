/**
 * @generated SignedSource<<f748bbc420a049a3673b9e26f23da495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ComposerType = "ARTIST" | "CURATOR" | "EXTERNAL_SPOTIFY" | "MANUAL" | "RADIO_PLAYLIST" | "RECIPE" | "SEED" | "SIMPLE_RECIPE" | "SPOTIFY" | "%future added value";
export type PlaylistPermission = "ADD_TO_LIBRARY" | "DELETE" | "EDIT" | "%future added value";
export type PresentAs = "PLAYLIST" | "SCHEDULE" | "STATION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MusicPage_playlist$data = {
  readonly composerType: ComposerType;
  readonly curator: {
    readonly name: string;
  } | null | undefined;
  readonly description: string | null | undefined;
  readonly display: {
    readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
  };
  readonly genres: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly id: string;
  readonly inMusicLibrary?: boolean;
  readonly name: string;
  readonly permissions: ReadonlyArray<PlaylistPermission>;
  readonly presentAs: PresentAs;
  readonly shortDescription: string | null | undefined;
  readonly trackStatistics: {
    readonly playable: number;
    readonly playableDuration: number;
    readonly total: number;
    readonly totalDuration: number;
  };
  readonly " $fragmentType": "MusicPage_playlist";
};
export type MusicPage_playlist$key = {
  readonly " $data"?: MusicPage_playlist$data;
  readonly " $fragmentSpreads": FragmentRefs<"MusicPage_playlist">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "accountId"
    },
    {
      "kind": "RootArgument",
      "name": "hasAccount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MusicPage_playlist",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "shortDescription",
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
      "name": "presentAs",
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
      "condition": "hasAccount",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "library",
              "variableName": "accountId"
            }
          ],
          "kind": "ScalarField",
          "name": "inMusicLibrary",
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Curator",
      "kind": "LinkedField",
      "name": "curator",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Genre",
      "kind": "LinkedField",
      "name": "genres",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "Artwork_display"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TrackStatistics",
      "kind": "LinkedField",
      "name": "trackStatistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalDuration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "playable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "playableDuration",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Playlist",
  "abstractKey": null
};
})();

(node as any).hash = "257068dde122bf242407986d713c9ca9";

export default node;
