/**
 * @generated SignedSource<<425d3e007ee753e718fc63fa49bc0bc8>>
 * @relayHash c00034fac2bb38c510d67d3aa502b2c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 924e1b19fc54f3658daf9701abe9e8c3bb6c0db85f1cd738a40ff466649d8286

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "924e1b19fc54f3658daf9701abe9e8c3bb6c0db85f1cd738a40ff466649d8286",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
