/**
 * @generated SignedSource<<949d52bab635e0554b10d9d41abda06a>>
 * @relayHash 878b07dc5d17507d19f9eb435696940b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78ffd690404f51ab86b0e6e8abbb0088bbf1899751400e9762545d64bd0af29a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { CreateHubPageQuery } from './CreateHubPageQuery.graphql';

const node: PreloadableConcreteRequest<CreateHubPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "78ffd690404f51ab86b0e6e8abbb0088bbf1899751400e9762545d64bd0af29a",
    "metadata": {},
    "name": "CreateHubPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
