/**
 * @generated SignedSource<<d3fe4106a8aeb52a4922d034540422e9>>
 * @relayHash 6236aafb3689ac42fe520b3a300f58d5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f389219278b3516305adf3ccbe6b97432212dfcffa2e821ff0259382e52ac9ba

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AiPromptPageQuery } from './AiPromptPageQuery.graphql';

const node: PreloadableConcreteRequest<AiPromptPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f389219278b3516305adf3ccbe6b97432212dfcffa2e821ff0259382e52ac9ba",
    "metadata": {},
    "name": "AiPromptPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
