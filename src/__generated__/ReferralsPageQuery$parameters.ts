/**
 * @generated SignedSource<<9ebb37d509684db93eacd20113640cb0>>
 * @relayHash e69bd10adacbba20651933538e3e3300
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2363f7bd6e9a0dfb71611c4525320f50e0d25585f98c8dbbfa1781c6d188bc9c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ReferralsPageQuery } from './ReferralsPageQuery.graphql';

const node: PreloadableConcreteRequest<ReferralsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2363f7bd6e9a0dfb71611c4525320f50e0d25585f98c8dbbfa1781c6d188bc9c",
    "metadata": {},
    "name": "ReferralsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
