/**
 * @generated SignedSource<<8c349f1af016b06e47b93a4f94ad021c>>
 * @relayHash d39b72b4df7e486a8a2abe41e2dc50c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d7f628e7554a721d0fe11f092cae747160f06adcfffa3711b299f6ef809172e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscriptionAccountQuery } from './SubscriptionAccountQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionAccountQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6d7f628e7554a721d0fe11f092cae747160f06adcfffa3711b299f6ef809172e",
    "metadata": {},
    "name": "SubscriptionAccountQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
