/**
 * @generated SignedSource<<7c082b8d9e15cf79bf6718a7586542af>>
 * @relayHash 7142d697e077cf1534236d9199cb9d3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5b4c1a40c3b2169d8d6e8b0b2728c56c8ace13bd55e2de7764bd7c94fd53221

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e5b4c1a40c3b2169d8d6e8b0b2728c56c8ace13bd55e2de7764bd7c94fd53221",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
