/**
 * @generated SignedSource<<4b3380358b27746e1d3fde615e345430>>
 * @relayHash 4a4104f66cd81a0aae0e7ea7a0274c2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14f482f76daad6e2cf3c6d723a5ebaa7a544c8869d0d6a452edbd828bc29d75e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationPageQuery } from './LocationPageQuery.graphql';

const node: PreloadableConcreteRequest<LocationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "14f482f76daad6e2cf3c6d723a5ebaa7a544c8869d0d6a452edbd828bc29d75e",
    "metadata": {},
    "name": "LocationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
