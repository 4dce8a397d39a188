/**
 * @generated SignedSource<<0d84a67ec6bb0b2b59c8f436d085b802>>
 * @relayHash f1a56a0afb4bcb8eb3e49c5c307fdb22
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c3d5359f5e2be045e67eb93ee64f6237999c0b4d88ea4a0a8f0d0654bc2c7df

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SchedulePageQuery } from './SchedulePageQuery.graphql';

const node: PreloadableConcreteRequest<SchedulePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0c3d5359f5e2be045e67eb93ee64f6237999c0b4d88ea4a0a8f0d0654bc2c7df",
    "metadata": {},
    "name": "SchedulePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
