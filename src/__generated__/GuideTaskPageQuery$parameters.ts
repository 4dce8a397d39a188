/**
 * @generated SignedSource<<cebec9ccc80d300ca6981200605247f0>>
 * @relayHash fd396cead6751efd2739c06d59d02cbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5e6f394559e4f050da095fda2624efc96e0f5591be490cb3903cae5106ac1b9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { GuideTaskPageQuery } from './GuideTaskPageQuery.graphql';

const node: PreloadableConcreteRequest<GuideTaskPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b5e6f394559e4f050da095fda2624efc96e0f5591be490cb3903cae5106ac1b9",
    "metadata": {},
    "name": "GuideTaskPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
