/**
 * @generated SignedSource<<7ae6a2938dbc0fe157f3704bc72db1e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LibraryItemRow_item$data = {
  readonly __typename: "Playlist";
  readonly display: {
    readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
  };
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "LibraryItemRow_item";
} | {
  readonly __typename: "Schedule";
  readonly display: {
    readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
  };
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "LibraryItemRow_item";
} | {
  // This will never be '%other', but we need some
  // value in case none of the concrete values match.
  readonly __typename: "%other";
  readonly " $fragmentType": "LibraryItemRow_item";
};
export type LibraryItemRow_item$key = {
  readonly " $data"?: LibraryItemRow_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"LibraryItemRow_item">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Display",
    "kind": "LinkedField",
    "name": "display",
    "plural": false,
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "Artwork_display"
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LibraryItemRow_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__typename",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "Playlist",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v0/*:: as any*/),
      "type": "Schedule",
      "abstractKey": null
    }
  ],
  "type": "LibraryItemNode",
  "abstractKey": "__isLibraryItemNode"
};
})();

(node as any).hash = "a360523bfe61f396ec28ee0334c65f30";

export default node;
