/**
 * @generated SignedSource<<2be71570a97d43177eb4d2fc3b0db949>>
 * @relayHash 860352cf19b8d22fb73f400a62a7dbf1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab1c7ea48bb7fa9f55191e3f7782f08cf86c42b296567aa1846a8189f32c3ee

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneSettingsPageQuery } from './ZoneSettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneSettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dab1c7ea48bb7fa9f55191e3f7782f08cf86c42b296567aa1846a8189f32c3ee",
    "metadata": {},
    "name": "ZoneSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
