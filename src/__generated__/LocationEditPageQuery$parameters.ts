/**
 * @generated SignedSource<<61f50e5012cc756ba5f3eb218350beaf>>
 * @relayHash ad3d75091c940fcdec09b63edfb5a6b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 273455f6dd31b2066bda7496cbdaa9f198d63097ceff44c0208a9313f3f22588

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { LocationEditPageQuery } from './LocationEditPageQuery.graphql';

const node: PreloadableConcreteRequest<LocationEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "273455f6dd31b2066bda7496cbdaa9f198d63097ceff44c0208a9313f3f22588",
    "metadata": {},
    "name": "LocationEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
