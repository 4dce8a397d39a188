/**
 * @generated SignedSource<<ac381d4a579fe4abcd380deadebecf3f>>
 * @relayHash d5627d44c5e2edb13e50eb4c454e23c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90d90af9b25ac882f1a7ff04a7288c4408f588e7b5239b7c426b8f6c98ad34b3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ArtistPageQuery } from './ArtistPageQuery.graphql';

const node: PreloadableConcreteRequest<ArtistPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "90d90af9b25ac882f1a7ff04a7288c4408f588e7b5239b7c426b8f6c98ad34b3",
    "metadata": {},
    "name": "ArtistPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
