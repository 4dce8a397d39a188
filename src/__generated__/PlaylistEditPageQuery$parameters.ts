/**
 * @generated SignedSource<<c4be1ac027d566244609ebdcfdcba8fd>>
 * @relayHash 3e82cf9479fb1575a93024d4ab150150
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 280b81991f95e428295e2753cdd877819a9e5a7fc760ff304913a13934383fe7

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlaylistEditPageQuery } from './PlaylistEditPageQuery.graphql';

const node: PreloadableConcreteRequest<PlaylistEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "280b81991f95e428295e2753cdd877819a9e5a7fc760ff304913a13934383fe7",
    "metadata": {},
    "name": "PlaylistEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
