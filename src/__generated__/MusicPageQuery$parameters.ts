/**
 * @generated SignedSource<<4c1be3b13f85362f08c30efcc5125bcd>>
 * @relayHash bd075978a2906b249f9af0706ff5c866
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67a822a3365115cfe2e7d584b02a6aad474d94763ceeddd85b86b85ed50f381a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MusicPageQuery } from './MusicPageQuery.graphql';

const node: PreloadableConcreteRequest<MusicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "67a822a3365115cfe2e7d584b02a6aad474d94763ceeddd85b86b85ed50f381a",
    "metadata": {},
    "name": "MusicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
