/**
 * @generated SignedSource<<8b5b7fc7ee6f1235126a3c3f117a0b2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZoneListPage_totals$data = {
  readonly everyZone: {
    readonly total: number;
  };
  readonly matching: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"ZoneListFilters_totals">;
  };
  readonly " $fragmentType": "ZoneListPage_totals";
};
export type ZoneListPage_totals$key = {
  readonly " $data"?: ZoneListPage_totals$data;
  readonly " $fragmentSpreads": FragmentRefs<"ZoneListPage_totals">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 0
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filters"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ZoneListPage_totals",
  "selections": [
    {
      "alias": "everyZone",
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": "soundZones(first:0)"
    },
    {
      "alias": "matching",
      "args": [
        {
          "kind": "Variable",
          "name": "filters",
          "variableName": "filters"
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "SoundZoneConnection",
      "kind": "LinkedField",
      "name": "soundZones",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ZoneListFilters_totals"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "684e6b3c42343353242589caee35ab2b";

export default node;
