/**
 * @generated SignedSource<<f0933b40c77f61cb46950c03630caa78>>
 * @relayHash 954baca001fecf6f5845f99194ead3f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4f26d05188c236763402bb971fc540e8e641253e4307505bac0ce11e0405778

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e4f26d05188c236763402bb971fc540e8e641253e4307505bac0ce11e0405778",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
