/**
 * @generated SignedSource<<924b6292caa5d8bee84c217b1122a7bf>>
 * @relayHash 992396b626fbf8f2e843fa4c337c482e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cef4aab1a17399d698ce04c5ec49134f040e47438d4acb61eec7f3eef001549

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5cef4aab1a17399d698ce04c5ec49134f040e47438d4acb61eec7f3eef001549",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
