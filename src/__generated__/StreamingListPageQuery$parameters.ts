/**
 * @generated SignedSource<<8d46a23c086228e85d9e95958ffb2e77>>
 * @relayHash a56ec0cef643723da432cc395bb8df5d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62f97ccf1ac00b6063c65fa015685dbe0be72f41cb4f710fc82bf6986bfcc04a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StreamingListPageQuery } from './StreamingListPageQuery.graphql';

const node: PreloadableConcreteRequest<StreamingListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "62f97ccf1ac00b6063c65fa015685dbe0be72f41cb4f710fc82bf6986bfcc04a",
    "metadata": {},
    "name": "StreamingListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
