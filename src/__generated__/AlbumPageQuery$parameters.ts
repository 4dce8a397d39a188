/**
 * @generated SignedSource<<afe74a0b8c13aafa6fb9f9780e4f914d>>
 * @relayHash f3308149960f5d007fb55446952835bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e2d167a409b69cd274108abac8672af34797ba41cbbbeccb58c276d9969e033

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9e2d167a409b69cd274108abac8672af34797ba41cbbbeccb58c276d9969e033",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
