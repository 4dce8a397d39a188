/**
 * @generated SignedSource<<9b4a3f7d0e5a3b70e99e0792b0de747a>>
 * @relayHash f51d5ddd959f4f51ebc868c210b904d7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76cd3265efb958d7c9beff8b46c612a0145bd4b8001b8bb7555d90524b726dbf

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HomeEditorialQuery } from './HomeEditorialQuery.graphql';

const node: PreloadableConcreteRequest<HomeEditorialQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "76cd3265efb958d7c9beff8b46c612a0145bd4b8001b8bb7555d90524b726dbf",
    "metadata": {},
    "name": "HomeEditorialQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
