/**
 * @generated SignedSource<<1fbb2ac84dd09a35a49e3ede0821f613>>
 * @relayHash 432a6eada997e39a3610854a01c06778
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e37a116960704da3374edb036cf2337f0f9c522de522406ea435949934cb025

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneHistoryPageQuery } from './ZoneHistoryPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneHistoryPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7e37a116960704da3374edb036cf2337f0f9c522de522406ea435949934cb025",
    "metadata": {},
    "name": "ZoneHistoryPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
