/**
 * @generated SignedSource<<4818494ed7c55f27277f1ce1a31a0786>>
 * @relayHash c29136ba0ed05f0ee8fbf57298e1fc83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4a904155c2bb7e0a4e06627a9c1465bdc65d417ca92afcdafd9b3835b1968f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneHistoryPageQuery } from './ZoneHistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneHistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d4a904155c2bb7e0a4e06627a9c1465bdc65d417ca92afcdafd9b3835b1968f8",
    "metadata": {},
    "name": "ZoneHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
