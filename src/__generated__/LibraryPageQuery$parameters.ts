/**
 * @generated SignedSource<<07b34fbb2e3f129d7de116ae4edaa449>>
 * @relayHash 84fffa0a7bc47385c17087e56b3addae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8185fa530180552190fdaf5e2e2d3f8fb8aa5b32c940e48435ecd96b950e728a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LibraryPageQuery } from './LibraryPageQuery.graphql';

const node: PreloadableConcreteRequest<LibraryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8185fa530180552190fdaf5e2e2d3f8fb8aa5b32c940e48435ecd96b950e728a",
    "metadata": {},
    "name": "LibraryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
