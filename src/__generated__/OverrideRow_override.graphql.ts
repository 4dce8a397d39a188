/**
 * @generated SignedSource<<718d30262beb9fcfa91c4bb87d9a5277>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlaybackOverrideTargetKind = "ACCOUNT" | "LOCATIONS" | "SOUND_ZONES" | "%future added value";
export type PresentAs = "PLAYLIST" | "SCHEDULE" | "STATION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OverrideRow_override$data = {
  readonly endDate: any;
  readonly name: string;
  readonly source: {
    readonly __typename: string;
    readonly display: {
      readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
    };
    readonly id: string;
    readonly name: string;
    readonly presentAs?: PresentAs;
  };
  readonly startDate: any;
  readonly target: {
    readonly kind: PlaybackOverrideTargetKind;
    readonly locations: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly soundZones: ReadonlyArray<{
      readonly id: string;
    }>;
  };
  readonly " $fragmentType": "OverrideRow_override";
};
export type OverrideRow_override$key = {
  readonly " $data"?: OverrideRow_override$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverrideRow_override">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverrideRow_override",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "source",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v0/*:: as any*/),
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
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "presentAs",
              "storageKey": null
            }
          ],
          "type": "Playlist",
          "abstractKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PlaybackOverrideTarget",
      "kind": "LinkedField",
      "name": "target",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Location",
          "kind": "LinkedField",
          "name": "locations",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SoundZone",
          "kind": "LinkedField",
          "name": "soundZones",
          "plural": true,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PlaybackOverride",
  "abstractKey": null
};
})();

(node as any).hash = "f7ae3b89c1b6e930f7de4a2792fd14a7";

export default node;
