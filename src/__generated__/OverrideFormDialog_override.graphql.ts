/**
 * @generated SignedSource<<ca006fdfa5792ece4715eaa9954e21cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PlaybackOverrideTargetKind = "ACCOUNT" | "LOCATIONS" | "SOUND_ZONES" | "%future added value";
export type PresentAs = "PLAYLIST" | "SCHEDULE" | "STATION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OverrideFormDialog_override$data = {
  readonly endDate: any;
  readonly id: string;
  readonly name: string;
  readonly source: {
    readonly __typename: string;
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
  readonly " $fragmentType": "OverrideFormDialog_override";
};
export type OverrideFormDialog_override$key = {
  readonly " $data"?: OverrideFormDialog_override$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverrideFormDialog_override">;
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
},
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverrideFormDialog_override",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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

(node as any).hash = "38e84ac9f1f782b3a07adbb238cd3c80";

export default node;
