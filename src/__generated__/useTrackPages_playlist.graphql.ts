/**
 * @generated SignedSource<<9cd3f535aef2cfc18b1adda55bcf563d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useTrackPages_playlist$data = {
  readonly snapshot: string;
  readonly tracks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
        readonly " $fragmentSpreads": FragmentRefs<"TrackRow_track">;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
    readonly total: number;
  };
  readonly " $fragmentType": "useTrackPages_playlist";
};
export type useTrackPages_playlist$key = {
  readonly " $data"?: useTrackPages_playlist$data;
  readonly " $fragmentSpreads": FragmentRefs<"useTrackPages_playlist">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useTrackPages_playlist"
};

(node as any).hash = "44416135d0b9c0e618468c3a8067f82d";

export default node;
