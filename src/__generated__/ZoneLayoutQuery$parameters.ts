/**
 * @generated SignedSource<<e8004f7b3fb5c9882770e64ad745fbae>>
 * @relayHash adceb4d1013951251151fca439ba151e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77d900cd84145c54e1c9e870f5ed4f7342f9c7b5cce8fb18cb5d7f453767822a

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "77d900cd84145c54e1c9e870f5ed4f7342f9c7b5cce8fb18cb5d7f453767822a",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
