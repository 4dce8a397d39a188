/**
 * @generated SignedSource<<45fc43f0961c253bad268b137d80eb22>>
 * @relayHash a01bdcc44907e6ec8a43c01b0764022b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8160ae3b68efe3e927f0d6e855484b3b353cb59f85ecea2ae9dcc2635814874

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SearchPageQuery } from './SearchPageQuery.graphql';

const node: PreloadableConcreteRequest<SearchPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a8160ae3b68efe3e927f0d6e855484b3b353cb59f85ecea2ae9dcc2635814874",
    "metadata": {},
    "name": "SearchPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
