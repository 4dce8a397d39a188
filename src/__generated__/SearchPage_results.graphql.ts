/**
 * @generated SignedSource<<ed2f99dfffd9ef94673537562ccc26b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SearchPage_results$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id?: string;
      readonly " $fragmentSpreads": FragmentRefs<"SearchResultItem_node">;
    };
  }>;
  readonly total: number;
  readonly " $fragmentType": "SearchPage_results";
};
export type SearchPage_results$key = {
  readonly " $data"?: SearchPage_results$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchPage_results">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchPage_results",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SearchEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                }
              ],
              "type": "Node",
              "abstractKey": "__isNode"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "SearchResultItem_node"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchConnection",
  "abstractKey": null
};

(node as any).hash = "5bad23aafc2787064e04879d6a21cf32";

export default node;
