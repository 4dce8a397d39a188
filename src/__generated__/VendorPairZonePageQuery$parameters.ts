/**
 * @generated SignedSource<<d99d8daf04dbb2a9984c047ef6959075>>
 * @relayHash 21144f178a7bfbce6475e1f49044ec82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c62f5229751a6ca90b8ad4baca9fed8b4251fbb760dff5dc7e8f684bf155a68

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { VendorPairZonePageQuery } from './VendorPairZonePageQuery.graphql';

const node: PreloadableConcreteRequest<VendorPairZonePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3c62f5229751a6ca90b8ad4baca9fed8b4251fbb760dff5dc7e8f684bf155a68",
    "metadata": {},
    "name": "VendorPairZonePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
