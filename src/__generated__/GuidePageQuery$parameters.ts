/**
 * @generated SignedSource<<e290438a0b7309a76327132b2271692e>>
 * @relayHash c2d3d1c2b287ab58be016286b88a93b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 967acd74808904a67c4695ac8728c07e2f7b7302bcf0d94901e74caa3bf71702

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GuidePageQuery } from './GuidePageQuery.graphql';

const node: PreloadableConcreteRequest<GuidePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "967acd74808904a67c4695ac8728c07e2f7b7302bcf0d94901e74caa3bf71702",
    "metadata": {},
    "name": "GuidePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
