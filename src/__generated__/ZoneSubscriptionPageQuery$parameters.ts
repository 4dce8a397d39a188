/**
 * @generated SignedSource<<ab60e75d815de7596fe0c17813195ad1>>
 * @relayHash 3d71c61f8ec37aafa8c9f14e791badb5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27d211a0ad22c8760523e8d6681fd8e6bdc715efa0366cd59a140965fc05ac3d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneSubscriptionPageQuery } from './ZoneSubscriptionPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneSubscriptionPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "27d211a0ad22c8760523e8d6681fd8e6bdc715efa0366cd59a140965fc05ac3d",
    "metadata": {},
    "name": "ZoneSubscriptionPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
