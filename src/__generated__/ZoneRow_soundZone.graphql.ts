/**
 * @generated SignedSource<<221156244c547b8d14f844c5705ee230>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZoneRow_soundZone$data = {
  readonly device: {
    readonly " $fragmentSpreads": FragmentRefs<"DeviceBadge_device">;
  } | null | undefined;
  readonly id: string;
  readonly location: {
    readonly name: string;
    readonly physicalAddress: {
      readonly city: string;
      readonly country: string;
    };
  };
  readonly name: string;
  readonly nowPlaying: {
    readonly " $fragmentSpreads": FragmentRefs<"NowPlayingLine_nowPlaying">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneStatusBadge_soundZone">;
  readonly " $fragmentType": "ZoneRow_soundZone";
};
export type ZoneRow_soundZone$key = {
  readonly " $data"?: ZoneRow_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneRow_soundZone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneRow_soundZone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Address",
          "kind": "LinkedField",
          "name": "physicalAddress",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "country",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ZoneStatusBadge_soundZone"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeviceBadge_device"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NowPlaying",
      "kind": "LinkedField",
      "name": "nowPlaying",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NowPlayingLine_nowPlaying"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};
})();

(node as any).hash = "1d5769582288b88bf0498d205270564e";

export default node;
