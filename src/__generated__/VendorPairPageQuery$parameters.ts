/**
 * @generated SignedSource<<99a4e36420fc20fdbf2d18bc3e705d1a>>
 * @relayHash 968cdf5e31e06cfb2f357ba76cae84c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3e688430eb347429352cdc458a9ead2bed705fcbe6415d9ccee43c466b173d3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VendorPairPageQuery } from './VendorPairPageQuery.graphql';

const node: PreloadableConcreteRequest<VendorPairPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c3e688430eb347429352cdc458a9ead2bed705fcbe6415d9ccee43c466b173d3",
    "metadata": {},
    "name": "VendorPairPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
