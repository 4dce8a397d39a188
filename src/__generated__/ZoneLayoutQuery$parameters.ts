/**
 * @generated SignedSource<<ce40815402c88dd51423d8fbf5d05e13>>
 * @relayHash 538723423cc6fe3aedb720a8c02fc539
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73b6637c051ee7a1646c558875a3f4f08f91c57af79b1ed377ac75b7822912c1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "73b6637c051ee7a1646c558875a3f4f08f91c57af79b1ed377ac75b7822912c1",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
