/**
 * @generated SignedSource<<298ce7f4e1301815a518c0630a63fffe>>
 * @relayHash 0b529e8c62ed52d98118c27d1c3f60ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9775aa656db75694253f00d0b072db72d3c2fba955c102c53ec777072605c4f1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { SelectAccountPageQuery } from './SelectAccountPageQuery.graphql';

const node: PreloadableConcreteRequest<SelectAccountPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9775aa656db75694253f00d0b072db72d3c2fba955c102c53ec777072605c4f1",
    "metadata": {},
    "name": "SelectAccountPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
