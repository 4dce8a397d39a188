/**
 * @generated SignedSource<<b4bf4a2baa366f7f1d1c01fc124f79e9>>
 * @relayHash c697e5de0db461273e0838f73f22c96f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cdd1466b190f318273915a5f36efaace003ec8ec94cbd33bbdf419f9f960f17

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AiPromptPageQuery } from './AiPromptPageQuery.graphql';

const node: PreloadableConcreteRequest<AiPromptPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5cdd1466b190f318273915a5f36efaace003ec8ec94cbd33bbdf419f9f960f17",
    "metadata": {},
    "name": "AiPromptPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
