/**
 * @generated SignedSource<<1b77bad407703ef870c34c392ed1420b>>
 * @relayHash d2e49ff1f3e4804f9b7847555e7d282c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f733b5bb254418abd2f64766b9ae68e8072963459bcb8b7f8fa433bc14cb3fb

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneBlockedTracksPageQuery } from './ZoneBlockedTracksPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneBlockedTracksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8f733b5bb254418abd2f64766b9ae68e8072963459bcb8b7f8fa433bc14cb3fb",
    "metadata": {},
    "name": "ZoneBlockedTracksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
