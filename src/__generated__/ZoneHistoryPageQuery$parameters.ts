/**
 * @generated SignedSource<<bdee76ca47c07ed26ebba794f1b610ec>>
 * @relayHash 2af352a34887ec8fbc8f4253896413b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 244a9ca88e9844419e7b4c6bdfa10a866069a15ae11d3479ae4366c01d7d08b8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneHistoryPageQuery } from './ZoneHistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneHistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "244a9ca88e9844419e7b4c6bdfa10a866069a15ae11d3479ae4366c01d7d08b8",
    "metadata": {},
    "name": "ZoneHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
