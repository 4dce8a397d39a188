/**
 * @generated SignedSource<<7b2a888dd4883c63072085e3741022c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueCard_item$data = {
  readonly __typename: string;
  readonly album?: {
    readonly id: string;
  } | null | undefined;
  readonly display: {
    readonly description: string | null | undefined;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"Artwork_display">;
  };
  readonly id?: string;
  readonly path?: string;
  readonly target?: {
    readonly __typename: string;
    readonly album?: {
      readonly id: string;
    } | null | undefined;
    readonly id?: string;
  } | null | undefined;
  readonly " $fragmentType": "CatalogueCard_item";
};
export type CatalogueCard_item$key = {
  readonly " $data"?: CatalogueCard_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CatalogueCard_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": (v1/*:: as any*/),
  "type": "Node",
  "abstractKey": "__isNode"
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Album",
      "kind": "LinkedField",
      "name": "album",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Track",
  "abstractKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CatalogueCard_item",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Display",
      "kind": "LinkedField",
      "name": "display",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Artwork_display"
        }
      ],
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "type": "EditorialLink",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "target",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "type": "EditorialCard",
      "abstractKey": null
    }
  ],
  "type": "Displayable",
  "abstractKey": "__isDisplayable"
};
})();

(node as any).hash = "307dd49a8aa190779b990d89ea35ed7e";

export default node;
