/**
 * @generated SignedSource<<85998f09b04c50ba8f7959af58c0ddad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WeekView_schedule$data = {
  readonly slots: ReadonlyArray<{
    readonly dtstart: string;
    readonly duration: number;
    readonly id: string;
    readonly playlists: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly rrule: string;
  }>;
  readonly " $fragmentType": "WeekView_schedule";
};
export type WeekView_schedule$key = {
  readonly " $data"?: WeekView_schedule$data;
  readonly " $fragmentSpreads": FragmentRefs<"WeekView_schedule">;
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
  "name": "WeekView_schedule",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ScheduleSlot",
      "kind": "LinkedField",
      "name": "slots",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rrule",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dtstart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "duration",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Playlist",
          "kind": "LinkedField",
          "name": "playlists",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Schedule",
  "abstractKey": null
};
})();

(node as any).hash = "06120c7ca3c1edf579e56bc9b417d867";

export default node;
