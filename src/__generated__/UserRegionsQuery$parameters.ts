/**
 * @generated SignedSource<<e2ca9d690e906c848c0ebfe5e5a67124>>
 * @relayHash b9829ce9ee04384554b88793cc3ac28f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b815d170c00e6050157aa893bdb2bac1fcba1b0a02124dcfec94b950d10d477

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UserRegionsQuery } from './UserRegionsQuery.graphql';

const node: PreloadableConcreteRequest<UserRegionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5b815d170c00e6050157aa893bdb2bac1fcba1b0a02124dcfec94b950d10d477",
    "metadata": {},
    "name": "UserRegionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
