/**
 * @generated SignedSource<<4cf116192dd4d372134ff208472dae2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type SoundZoneSubscriptionState = "ACTIVE" | "CANCELLED" | "EXPIRED" | "INACTIVE" | "PAUSED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ZoneSubscriptionLink_soundZone$data = {
  readonly id: string;
  readonly permissions: ReadonlyArray<SoundZonePermission>;
  readonly subscription: {
    readonly isActive: boolean;
    readonly state: SoundZoneSubscriptionState;
  };
  readonly " $fragmentType": "ZoneSubscriptionLink_soundZone";
};
export type ZoneSubscriptionLink_soundZone$key = {
  readonly " $data"?: ZoneSubscriptionLink_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneSubscriptionLink_soundZone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneSubscriptionLink_soundZone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "concreteType": "SoundZoneSubscription",
      "kind": "LinkedField",
      "name": "subscription",
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
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};

(node as any).hash = "b5f0db2722ac280f8c0b0acba1c17f1e";

export default node;
