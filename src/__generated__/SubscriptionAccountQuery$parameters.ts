/**
 * @generated SignedSource<<cce7df2c4ce683570c5c4657ae99861b>>
 * @relayHash f8abfe6ddc8054d8ec4bbe0612148167
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77e5a1c0ea5a58bd9c899ee85d595dd71d44f5d0a714856e517a1ef1ac4f1822

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscriptionAccountQuery } from './SubscriptionAccountQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionAccountQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "77e5a1c0ea5a58bd9c899ee85d595dd71d44f5d0a714856e517a1ef1ac4f1822",
    "metadata": {},
    "name": "SubscriptionAccountQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
