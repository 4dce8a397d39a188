/**
 * @generated SignedSource<<6623831bd99811d6b1803ebc06165aa8>>
 * @relayHash 429b72af5b511876cba16181a32cf9aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e04ebd338b8170e01c9a238da6aa6abe1e9389e5cd131cde8b9b1db5ea1ad2a1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e04ebd338b8170e01c9a238da6aa6abe1e9389e5cd131cde8b9b1db5ea1ad2a1",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
