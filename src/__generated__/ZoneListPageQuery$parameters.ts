/**
 * @generated SignedSource<<18bd8e1b5895cd9e5baf8f88f1a66811>>
 * @relayHash 1ffa4485ca6de082bda63d12a6f42324
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d52cd107139f9d40fdff444d4afa13ef4a3c040d400d569325ec7c0eb08a1040

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneListPageQuery } from './ZoneListPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneListPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d52cd107139f9d40fdff444d4afa13ef4a3c040d400d569325ec7c0eb08a1040",
    "metadata": {},
    "name": "ZoneListPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
