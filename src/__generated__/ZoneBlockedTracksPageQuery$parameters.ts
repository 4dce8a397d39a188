/**
 * @generated SignedSource<<598dab77335fd886377da5ee666fc665>>
 * @relayHash 931b2b8dbdc1e10ff0dc591f75ee913a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5f7802520daeec67a805415472c38af42f63b1389569a571981b488ff8ff622

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneBlockedTracksPageQuery } from './ZoneBlockedTracksPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneBlockedTracksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5f7802520daeec67a805415472c38af42f63b1389569a571981b488ff8ff622",
    "metadata": {},
    "name": "ZoneBlockedTracksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
