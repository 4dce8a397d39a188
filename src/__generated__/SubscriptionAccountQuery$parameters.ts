/**
 * @generated SignedSource<<3035915f000af29e139a5cf3c1d7e67e>>
 * @relayHash f4551f326bd01f19cf6fb3dc88e84c97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f73545f6248de12762def9348b0cb5a9054fe8f52ebd2f78cdfd54d0b5aa736

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SubscriptionAccountQuery } from './SubscriptionAccountQuery.graphql';

const node: PreloadableConcreteRequest<SubscriptionAccountQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f73545f6248de12762def9348b0cb5a9054fe8f52ebd2f78cdfd54d0b5aa736",
    "metadata": {},
    "name": "SubscriptionAccountQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
