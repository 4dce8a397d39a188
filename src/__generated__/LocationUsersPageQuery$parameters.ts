/**
 * @generated SignedSource<<c6a0e676671c99e2dac26e85a5dc9038>>
 * @relayHash f2bb836f88d12d08cabcea2a423db679
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5123240498819ec90208c530ff7ceddfa63afb0ac5dd8aed0dd929a63e1ef53e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationUsersPageQuery } from './LocationUsersPageQuery.graphql';

const node: PreloadableConcreteRequest<LocationUsersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5123240498819ec90208c530ff7ceddfa63afb0ac5dd8aed0dd929a63e1ef53e",
    "metadata": {},
    "name": "LocationUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
