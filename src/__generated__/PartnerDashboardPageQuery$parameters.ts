/**
 * @generated SignedSource<<e9099c61561dbd1e5aa9f800756dc3c4>>
 * @relayHash 2d94074a9174fc440cb0caadf8fde7c2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f279b0347e83ee549f97b1b406a7579af5c4b5d26c5586a25020343200c9b0b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PartnerDashboardPageQuery } from './PartnerDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5f279b0347e83ee549f97b1b406a7579af5c4b5d26c5586a25020343200c9b0b",
    "metadata": {},
    "name": "PartnerDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
