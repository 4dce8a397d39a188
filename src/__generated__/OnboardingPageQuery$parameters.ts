/**
 * @generated SignedSource<<b668b8482032e0a03953d29296122a4b>>
 * @relayHash 90ccb5134b49d7fe20a55b1fb152c75c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdd72ed7ae634c9f24c74e6cddf14c7908c539c0733f40ba1ef3df34b42e18f8

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnboardingPageQuery } from './OnboardingPageQuery.graphql';

const node: PreloadableConcreteRequest<OnboardingPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "cdd72ed7ae634c9f24c74e6cddf14c7908c539c0733f40ba1ef3df34b42e18f8",
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
