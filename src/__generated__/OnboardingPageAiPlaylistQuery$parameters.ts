/**
 * @generated SignedSource<<05053d52ca07722a2aa7578ffdfedc18>>
 * @relayHash 2c82cac93b20474284bd6247913a0be7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f03ee54b1eca89caaa73880b911e8660cd43c28b0a9b6825feccbd9ee77ec13b

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OnboardingPageAiPlaylistQuery } from './OnboardingPageAiPlaylistQuery.graphql';

const node: PreloadableConcreteRequest<OnboardingPageAiPlaylistQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f03ee54b1eca89caaa73880b911e8660cd43c28b0a9b6825feccbd9ee77ec13b",
    "metadata": {},
    "name": "OnboardingPageAiPlaylistQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
