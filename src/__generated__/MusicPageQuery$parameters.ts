/**
 * @generated SignedSource<<2702fb7956e943db02b21d776d8416e3>>
 * @relayHash 7d040540a482cb1341d935ad5a5b6c3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d2835c5685a60b7a902fab4d96a614627050cdfe3504caa92aebabab53f5fcd

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { MusicPageQuery } from './MusicPageQuery.graphql';

const node: PreloadableConcreteRequest<MusicPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3d2835c5685a60b7a902fab4d96a614627050cdfe3504caa92aebabab53f5fcd",
    "metadata": {},
    "name": "MusicPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
