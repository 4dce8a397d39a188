/**
 * @generated SignedSource<<4d0243f7c6829f6c15b4e22e1c317fa1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DeviceKind = "android" | "desktop" | "embedded" | "ios" | "macos" | "mobile" | "sonos" | "unknown" | "windows" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DeviceBadge_device$data = {
  readonly kind: DeviceKind;
  readonly name: string;
  readonly softwareVersion: string | null | undefined;
  readonly " $fragmentType": "DeviceBadge_device";
};
export type DeviceBadge_device$key = {
  readonly " $data"?: DeviceBadge_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceBadge_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceBadge_device",
  "selections": [
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
      "name": "softwareVersion",
      "storageKey": null
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "2fafa47876c95ddefd84eb8d0df20cb7";

export default node;
