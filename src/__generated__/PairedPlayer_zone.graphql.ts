/**
 * @generated SignedSource<<368228f9826e20f9d2a10be15588d995>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DeviceKind = "android" | "desktop" | "embedded" | "ios" | "macos" | "mobile" | "sonos" | "unknown" | "windows" | "%future added value";
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PairedPlayer_zone$data = {
  readonly account: {
    readonly restrictedUnpairing: boolean;
  };
  readonly device: {
    readonly id: string;
    readonly kind: DeviceKind;
    readonly name: string;
    readonly online: boolean;
    readonly softwareVersion: string | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly isPaired: boolean;
  readonly permissions: ReadonlyArray<SoundZonePermission>;
  readonly " $fragmentType": "PairedPlayer_zone";
};
export type PairedPlayer_zone$key = {
  readonly " $data"?: PairedPlayer_zone$data;
  readonly " $fragmentSpreads": FragmentRefs<"PairedPlayer_zone">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PairedPlayer_zone",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPaired",
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
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "restrictedUnpairing",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Device",
      "kind": "LinkedField",
      "name": "device",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "online",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "softwareVersion",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};
})();

(node as any).hash = "437638a28149dd1ca4ed2da81056b6bc";

export default node;
