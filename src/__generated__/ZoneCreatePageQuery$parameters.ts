/**
 * @generated SignedSource<<8e3a15fda6e7a06667df37ef54449cca>>
 * @relayHash ca408dfc1d893213d27d0a0454e194f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c65d3e3150a14ba836d7f92ae9615dbc0e69ccc68728456365ea47d773e0d87a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneCreatePageQuery } from './ZoneCreatePageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneCreatePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c65d3e3150a14ba836d7f92ae9615dbc0e69ccc68728456365ea47d773e0d87a",
    "metadata": {},
    "name": "ZoneCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
