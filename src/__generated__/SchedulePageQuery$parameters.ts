/**
 * @generated SignedSource<<be7889ec785d0b5652d59f28bdca26ef>>
 * @relayHash f0314d7804ad217b35922904166b8dbc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1d1e275dc6df04cd097c15aa138ab575ec3a80e31bf9235895977322c8920a8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SchedulePageQuery } from './SchedulePageQuery.graphql';

const node: PreloadableConcreteRequest<SchedulePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f1d1e275dc6df04cd097c15aa138ab575ec3a80e31bf9235895977322c8920a8",
    "metadata": {},
    "name": "SchedulePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
