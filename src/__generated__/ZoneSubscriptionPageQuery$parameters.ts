/**
 * @generated SignedSource<<0b5ec748b8d4e76b330fd823d8dc84ac>>
 * @relayHash 33fdf41dd52bdd1ac3be7f70c822d731
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fc3af6691678d8f5ce4f097a09bbcdb15fe8db2a73b686c12bc2e0483755fca0

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneSubscriptionPageQuery } from './ZoneSubscriptionPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneSubscriptionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "fc3af6691678d8f5ce4f097a09bbcdb15fe8db2a73b686c12bc2e0483755fca0",
    "metadata": {},
    "name": "ZoneSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
