/**
 * @generated SignedSource<<4bc31422f34659813f1c6d2e0d7c1148>>
 * @relayHash bfd25e43be7efb8d85d171f896ef2d11
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5e24c95434e237d56ecb14ae672d955f85d0f8eca58937020d0260b03b70abc

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PartnerDashboardPageQuery } from './PartnerDashboardPageQuery.graphql';

const node: PreloadableConcreteRequest<PartnerDashboardPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c5e24c95434e237d56ecb14ae672d955f85d0f8eca58937020d0260b03b70abc",
    "metadata": {},
    "name": "PartnerDashboardPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
