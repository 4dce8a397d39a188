/**
 * @generated SignedSource<<479df5d8f6a74ff05e4d70d6e17fdb97>>
 * @relayHash 733884700334882f268f7e8964169932
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c23b4a9de3ce6303f8c4a24517f2487f4325ea08e8ff04c580583c9fdfebca20

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PairPlayerPageQuery } from './PairPlayerPageQuery.graphql';

const node: PreloadableConcreteRequest<PairPlayerPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c23b4a9de3ce6303f8c4a24517f2487f4325ea08e8ff04c580583c9fdfebca20",
    "metadata": {},
    "name": "PairPlayerPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
