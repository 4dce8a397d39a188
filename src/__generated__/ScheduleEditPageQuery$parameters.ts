/**
 * @generated SignedSource<<8704fc447d40903bb10f8727847c64c6>>
 * @relayHash 8bf2d29eac94ce968a379ad1e8547cdc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75435b97888ca164187bacb550ce0d0a41c31dda3961cdc4846bcd3fe44e8c7b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ScheduleEditPageQuery } from './ScheduleEditPageQuery.graphql';

const node: PreloadableConcreteRequest<ScheduleEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "75435b97888ca164187bacb550ce0d0a41c31dda3961cdc4846bcd3fe44e8c7b",
    "metadata": {},
    "name": "ScheduleEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
