/**
 * @generated SignedSource<<13e4d4200aadbf20bf0eb92d4c174907>>
 * @relayHash f31bab34053e4b7d436e622d7fdbb913
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ef826f97b0b877a52d15566657d30e68e0ad7b7c25bc330e539799bfa2b4c82

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { AiPromptPageQuery } from './AiPromptPageQuery.graphql';

const node: PreloadableConcreteRequest<AiPromptPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2ef826f97b0b877a52d15566657d30e68e0ad7b7c25bc330e539799bfa2b4c82",
    "metadata": {},
    "name": "AiPromptPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
