/**
 * @generated SignedSource<<f5bd44acfb4e4d4e4aef2464b22e71e1>>
 * @relayHash da26b908623513a3619c13ca305409fa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2f0bcf7f2d9154988e8590d7d320122eb569b1f7be342abb737dc2e3ee774c3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StationFromPlaylistPageQuery } from './StationFromPlaylistPageQuery.graphql';

const node: PreloadableConcreteRequest<StationFromPlaylistPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a2f0bcf7f2d9154988e8590d7d320122eb569b1f7be342abb737dc2e3ee774c3",
    "metadata": {},
    "name": "StationFromPlaylistPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
