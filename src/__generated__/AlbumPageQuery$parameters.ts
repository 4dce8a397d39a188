/**
 * @generated SignedSource<<aa3c36a0e4b1a4e32c901f3f19751cdb>>
 * @relayHash cd175df9c6ad9c4592f0204a64ac8052
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b92f13fe5b97c7d6ebca354810d60e4ffb80b3faf6bf805574064ad0126ee86b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b92f13fe5b97c7d6ebca354810d60e4ffb80b3faf6bf805574064ad0126ee86b",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
