/**
 * @generated SignedSource<<23b554f12e0c3d31fea95de9f6cdc13c>>
 * @relayHash fd9eec66c7229f5ee7d5220617362031
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 662f323a9d7d66ad053d850274341e0280bb8b67214d5cea50cb1bb0ee8beafa

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlaylistEditPageQuery } from './PlaylistEditPageQuery.graphql';

const node: PreloadableConcreteRequest<PlaylistEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "662f323a9d7d66ad053d850274341e0280bb8b67214d5cea50cb1bb0ee8beafa",
    "metadata": {},
    "name": "PlaylistEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
