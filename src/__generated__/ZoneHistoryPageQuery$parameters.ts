/**
 * @generated SignedSource<<c9e6a6e106dac0284605f6792c2de0b6>>
 * @relayHash 5c0d108960dea0454dd50ed3c939b631
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b7f058c855bf2a4da98401c26f8479e8b05629484350c70a506147931610ba2

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneHistoryPageQuery } from './ZoneHistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneHistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3b7f058c855bf2a4da98401c26f8479e8b05629484350c70a506147931610ba2",
    "metadata": {},
    "name": "ZoneHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
