/**
 * @generated SignedSource<<bb227125e00f77ddaf5025dd7fa9c5a5>>
 * @relayHash 9eae0a7034c99d0a482ebe08bfc24dd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1795707c4a3c25a0abb25f0572499cccc1b56f478daa50813600383530ca2cd8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UserRegionsQuery } from './UserRegionsQuery.graphql';

const node: PreloadableConcreteRequest<UserRegionsQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1795707c4a3c25a0abb25f0572499cccc1b56f478daa50813600383530ca2cd8",
    "metadata": {},
    "name": "UserRegionsQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
