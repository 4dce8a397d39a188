/**
 * @generated SignedSource<<1aad3625beafee08df6ddcc36626f474>>
 * @relayHash f67f3ccab331c011494a6c425a76bbfb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 63876bb4353fa17cab726735a3a74c9aade992001588182e300d9d0d4a7b691e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SelectLocationPageQuery } from './SelectLocationPageQuery.graphql';

const node: PreloadableConcreteRequest<SelectLocationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "63876bb4353fa17cab726735a3a74c9aade992001588182e300d9d0d4a7b691e",
    "metadata": {},
    "name": "SelectLocationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
