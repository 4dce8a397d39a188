/**
 * @generated SignedSource<<6238da5ccb7377a7c557b25d61a214a1>>
 * @relayHash abe32678775522ecea160c3f2a192fcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2419a15f561e51529f7ca93ff21d7906e95f67b0c3ea6d0058b8a44df60290b5

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { PlaylistEditPageQuery } from './PlaylistEditPageQuery.graphql';

const node: PreloadableConcreteRequest<PlaylistEditPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2419a15f561e51529f7ca93ff21d7906e95f67b0c3ea6d0058b8a44df60290b5",
    "metadata": {},
    "name": "PlaylistEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
