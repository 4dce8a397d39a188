/**
 * @generated SignedSource<<6d222adbc4bc36946cff40bf3fb0763d>>
 * @relayHash 3eaf9f750adde72552722528903210d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ee65ade739dc6653296e6b79c672502371a92261daeff9762129c770b51b705

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { OverridesPageQuery } from './OverridesPageQuery.graphql';

const node: PreloadableConcreteRequest<OverridesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "7ee65ade739dc6653296e6b79c672502371a92261daeff9762129c770b51b705",
    "metadata": {},
    "name": "OverridesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
