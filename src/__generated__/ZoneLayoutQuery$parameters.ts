/**
 * @generated SignedSource<<e900a922ce2e1863ba92c6ae3c652ee9>>
 * @relayHash d4dbff80c2195a6d3fc2e2b92cb58483
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc452f5aa8864e7903f3560f4756bddabb66745ef20c0641151a11045c1c71a9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "bc452f5aa8864e7903f3560f4756bddabb66745ef20c0641151a11045c1c71a9",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
