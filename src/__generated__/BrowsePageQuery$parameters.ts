/**
 * @generated SignedSource<<8f598fc29e8a5857f89ce27a74cb2488>>
 * @relayHash 70b036253367a807f3eeee2b85bff5b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9338ce51a34d9e1365df18badf58e39c1b6228411e0ce18070c4a8e518724aa3

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { BrowsePageQuery } from './BrowsePageQuery.graphql';

const node: PreloadableConcreteRequest<BrowsePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9338ce51a34d9e1365df18badf58e39c1b6228411e0ce18070c4a8e518724aa3",
    "metadata": {},
    "name": "BrowsePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
