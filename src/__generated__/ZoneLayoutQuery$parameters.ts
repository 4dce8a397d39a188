/**
 * @generated SignedSource<<f73c944b59a8129ff4f1d4273a8639b7>>
 * @relayHash 24271b5d4dc474fc81a21029ca336f12
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e33773aafd978f2a69ad4667f9dcd9889599fba21df791a9b8e33cafb3e7949

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1e33773aafd978f2a69ad4667f9dcd9889599fba21df791a9b8e33cafb3e7949",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
