/**
 * @generated SignedSource<<d49506ed6dca35cb222e42070fba984b>>
 * @relayHash 0965fb77a54b62ffcbaf863ae1f04e36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a55eab20bf39955651a43601a6bb0cbc65c8bb1595bc3e5bd3522eec227e635c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { InviteUserPageQuery } from './InviteUserPageQuery.graphql';

const node: PreloadableConcreteRequest<InviteUserPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a55eab20bf39955651a43601a6bb0cbc65c8bb1595bc3e5bd3522eec227e635c",
    "metadata": {},
    "name": "InviteUserPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
