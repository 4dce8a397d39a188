/**
 * @generated SignedSource<<aae23247acb5b8a0acf9bcb2ecb91be1>>
 * @relayHash a7f7fa36ef78baa0e4111a7e74702204
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fb5979fe84474e62ee2ee1e405ce976f429cc339ffbc0322f06871568ba8043

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SelectZonePageQuery } from './SelectZonePageQuery.graphql';

const node: PreloadableConcreteRequest<SelectZonePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6fb5979fe84474e62ee2ee1e405ce976f429cc339ffbc0322f06871568ba8043",
    "metadata": {},
    "name": "SelectZonePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
