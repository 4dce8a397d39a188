/**
 * @generated SignedSource<<751b4381b2d67c61a7ff5535629b8c83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ArtistPage_releases$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CatalogueCard_item">;
    };
  }>;
  readonly " $fragmentType": "ArtistPage_releases";
};
export type ArtistPage_releases$key = {
  readonly " $data"?: ArtistPage_releases$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArtistPage_releases">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArtistPage_releases",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AlbumEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Album",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CatalogueCard_item"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AlbumConnection",
  "abstractKey": null
};

(node as any).hash = "f9871914db35711b4b86cd810be02f67";

export default node;
