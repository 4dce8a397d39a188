/**
 * @generated SignedSource<<04ee7ad808044af402c6fd7d88ef548d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type EditorialComponent = "CAROUSEL" | "GRID" | "HERO" | "LIST" | "%future added value";
export type SectionDensity = "COMPACT" | "LARGE" | "REGULAR" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EditorialSections_page$data = {
  readonly sections: ReadonlyArray<{
    readonly density: SectionDensity;
    readonly id: string;
    readonly items: ReadonlyArray<{
      readonly id?: string;
      readonly " $fragmentSpreads": FragmentRefs<"CatalogueCard_item">;
    }>;
    readonly node: {
      readonly component: EditorialComponent;
      readonly description: string | null | undefined;
      readonly title: string;
    };
    readonly tabs: ReadonlyArray<{
      readonly id: string;
      readonly items: ReadonlyArray<{
        readonly id?: string;
        readonly " $fragmentSpreads": FragmentRefs<"CatalogueCard_item">;
      }>;
      readonly title: string;
    }>;
  }>;
  readonly " $fragmentType": "EditorialSections_page";
};
export type EditorialSections_page$key = {
  readonly " $data"?: EditorialSections_page$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditorialSections_page">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        (v0/*:: as any*/)
      ],
      "type": "Node",
      "abstractKey": "__isNode"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CatalogueCard_item"
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditorialSections_page",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EditorialSection",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "density",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorialNode",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "description",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "component",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EditorialTab",
          "kind": "LinkedField",
          "name": "tabs",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        },
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "EditorialPage",
  "abstractKey": "__isEditorialPage"
};
})();

(node as any).hash = "63a73bd539d1ecf4eed4427f44a0e39f";

export default node;
