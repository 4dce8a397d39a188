/**
 * @generated SignedSource<<c5bdfc7da2a85bfb355f27f79c6c2054>>
 * @relayHash a26cca5080aa8f8d944c1fa6dc41d410
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c05cf96bacdf85023e3047450fe901713141f4161d3ec35045a250f7428553f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CreateHubPageQuery } from './CreateHubPageQuery.graphql';

const node: PreloadableConcreteRequest<CreateHubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7c05cf96bacdf85023e3047450fe901713141f4161d3ec35045a250f7428553f",
    "metadata": {},
    "name": "CreateHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
