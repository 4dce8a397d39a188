/**
 * @generated SignedSource<<75207e965f3e52c174d5178e4c6cd17b>>
 * @relayHash 1e257a5783006bd98966d58ed5742c83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b79da561efebf2a6dd0e151b07eafca6e170a57650f9ad65c5221d389bb8ce22

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OrderPlayerPageQuery } from './OrderPlayerPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderPlayerPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b79da561efebf2a6dd0e151b07eafca6e170a57650f9ad65c5221d389bb8ce22",
    "metadata": {},
    "name": "OrderPlayerPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
