/**
 * @generated SignedSource<<6dd430fd9b02ae008d8c59f42093edf5>>
 * @relayHash f90c5ba5f1dfe423c35bc273867f05a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53454ea4ca4b528011a7931351395a37fbbf65e9dedffdaf998a5e033ed83624

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MusicPageQuery } from './MusicPageQuery.graphql';

const node: PreloadableConcreteRequest<MusicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "53454ea4ca4b528011a7931351395a37fbbf65e9dedffdaf998a5e033ed83624",
    "metadata": {},
    "name": "MusicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
