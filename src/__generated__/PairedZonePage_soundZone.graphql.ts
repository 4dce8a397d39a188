/**
 * @generated SignedSource<<4e666c447f826d600ed3040fc71366d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZoneErrorCause = "DEVICE_ERROR_AUDIO_OUTPUT" | "DEVICE_ERROR_DISK_FULL" | "DEVICE_ERROR_OFFLINE" | "DEVICE_ERROR_PLAYBACK" | "DEVICE_ERROR_SOON_UNSUPPORTED_VERSION" | "DEVICE_ERROR_UNKNOWN" | "DEVICE_ERROR_UNSUPPORTED_VERSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PairedZonePage_soundZone$data = {
  readonly account: {
    readonly businessName: string;
    readonly restrictedUnpairing: boolean;
  };
  readonly errors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly cause: SoundZoneErrorCause;
        readonly resolved: boolean;
      };
    }>;
  };
  readonly name: string;
  readonly " $fragmentType": "PairedZonePage_soundZone";
};
export type PairedZonePage_soundZone$key = {
  readonly " $data"?: PairedZonePage_soundZone$data;
  readonly " $fragmentSpreads": FragmentRefs<"PairedZonePage_soundZone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PairedZonePage_soundZone",
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
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "businessName",
          "storageKey": null
        },
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
      "args": [
        {
          "kind": "Literal",
          "name": "state",
          "value": "unresolved"
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
          "concreteType": "SoundZoneErrorEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SoundZoneError",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cause",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "resolved",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "errors(state:\"unresolved\")"
    }
  ],
  "type": "SoundZone",
  "abstractKey": null
};

(node as any).hash = "4648a1719998a59013e8b52f4ee158d5";

export default node;
