/**
 * @generated SignedSource<<178dc5371a482e38df9330cdabc0352f>>
 * @relayHash daf9cfe497e284de854213cf7578665f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81307a1ee9e906c0096789a53b3181be3af28a7e99e7638e62bfe7e96898e538

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneLayoutQuery } from './ZoneLayoutQuery.graphql';

const node: PreloadableConcreteRequest<ZoneLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "81307a1ee9e906c0096789a53b3181be3af28a7e99e7638e62bfe7e96898e538",
    "metadata": {},
    "name": "ZoneLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
