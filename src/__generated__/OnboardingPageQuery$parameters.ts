/**
 * @generated SignedSource<<2d928211137cbe39330fdab07864e77a>>
 * @relayHash 098c5939f7069ff82a5f6c4ea5f6a107
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 501ebb72b882984613939cca5daffbea9c49f14ef0aa0b87d57003afcb1173d3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnboardingPageQuery } from './OnboardingPageQuery.graphql';

const node: PreloadableConcreteRequest<OnboardingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "501ebb72b882984613939cca5daffbea9c49f14ef0aa0b87d57003afcb1173d3",
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
