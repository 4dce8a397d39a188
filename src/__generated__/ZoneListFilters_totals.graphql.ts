/**
 * @generated SignedSource<<eba4cbd6e1ff9ad7758aaab68f588575>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type SoundZoneState = "ERROR" | "INCOMPLETE" | "NOT_SETUP" | "OK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ZoneListFilters_totals$data = {
  readonly stateTotals: ReadonlyArray<{
    readonly state: SoundZoneState;
    readonly total: number;
  }>;
  readonly " $fragmentType": "ZoneListFilters_totals";
};
export type ZoneListFilters_totals$key = {
  readonly " $data"?: ZoneListFilters_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneListFilters_totals">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneListFilters_totals",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SoundZoneStateTotal",
      "kind": "LinkedField",
      "name": "stateTotals",
      "plural": true,
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
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SoundZoneConnection",
  "abstractKey": null
};

(node as any).hash = "23d63f6fe58afc08c6876cf97717affa";

export default node;
