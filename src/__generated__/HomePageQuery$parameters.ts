/**
 * @generated SignedSource<<1fbcce5a89e48acbf90d39f38b1fe38f>>
 * @relayHash c7f63bc887048d5690a3b675d516cea5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e7758aa8cd23eac88776bb1a98f7077787b8d5387f6f2091c9aac3b2d0c2a28

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3e7758aa8cd23eac88776bb1a98f7077787b8d5387f6f2091c9aac3b2d0c2a28",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
