/**
 * @generated SignedSource<<b2a1984fed310b6c1c4f5ab575461f49>>
 * @relayHash eda62ed203ba339dd14e73febba04dff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 180f1d81175917134336789a77a6b62d8a4981a190b0858bfed391e4f74be116

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "180f1d81175917134336789a77a6b62d8a4981a190b0858bfed391e4f74be116",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
