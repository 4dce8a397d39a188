/**
 * @generated SignedSource<<ba57fb070b9140dd2a208aa4b5c6bcb8>>
 * @relayHash edcc1d3b11caf9fd671f44bd7af93fb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 95d1aa3f2c1c855bde1af643f600f6701863fa5e5bc853701e92ac34d7c9b68b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DiscoverEditorialPageQuery } from './DiscoverEditorialPageQuery.graphql';

const node: PreloadableConcreteRequest<DiscoverEditorialPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "95d1aa3f2c1c855bde1af643f600f6701863fa5e5bc853701e92ac34d7c9b68b",
    "metadata": {},
    "name": "DiscoverEditorialPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
