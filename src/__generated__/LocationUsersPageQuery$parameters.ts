/**
 * @generated SignedSource<<cb73b7b0dfa1c3db8bdb51926fbc9532>>
 * @relayHash dfec20149e71885ef4c2eacd1636b10e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec576a09377c16eed11c75e121fcd55de2f8c71cee9ea8cb75adf805df49515d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationUsersPageQuery } from './LocationUsersPageQuery.graphql';

const node: PreloadableConcreteRequest<LocationUsersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ec576a09377c16eed11c75e121fcd55de2f8c71cee9ea8cb75adf805df49515d",
    "metadata": {},
    "name": "LocationUsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
