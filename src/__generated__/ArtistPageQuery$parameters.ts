/**
 * @generated SignedSource<<da79839b1f7e64a10901092f39cb9905>>
 * @relayHash bf547437ce3e474d35c5927c2a3340c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51c4aadbfdab90caba26b4dc43cb215e7162140055344ea9f14ef96bca201903

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ArtistPageQuery } from './ArtistPageQuery.graphql';

const node: PreloadableConcreteRequest<ArtistPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "51c4aadbfdab90caba26b4dc43cb215e7162140055344ea9f14ef96bca201903",
    "metadata": {},
    "name": "ArtistPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
