/**
 * @generated SignedSource<<ce80b6c67708563ae6e5b6891572b7b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
export type SoundZoneStatusCode = "PLAYER_DEPRECATED" | "PLAYER_DISCONNECTED" | "PLAYER_MUTED" | "%future added value";
export type SoundZoneStatusMessage = "ALL_OK" | "NOT_SETUP" | "PLAYER_DISCONNECTED" | "SUBSCRIPTION_EXPIRED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ZoneStatusBadge_soundZone$data = {
  readonly errors: {
    readonly total: number;
  };
  readonly status: {
    readonly codes: ReadonlyArray<SoundZoneStatusCode>;
    readonly message: SoundZoneStatusMessage;
    readonly state: SoundZoneState;
  };
  readonly subscription: {
    readonly isActive: boolean;
  };
  readonly " $fragmentType": "ZoneStatusBadge_soundZone";
};
export type ZoneStatusBadge_soundZone$key = {
  readonly " $data"?: ZoneStatusBadge_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneStatusBadge_soundZone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneStatusBadge_soundZone",
  "selections": [
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
          "name": "message",
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
          "name": "isActive",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 0
        }
      ],
      "concreteType": "SoundZoneErrorConnection",
      "kind": "LinkedField",
      "name": "errors",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": "errors(first:0)"
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};

(node as any).hash = "a88baeebf261abcfc26ac5f53e657a97";

export default node;
