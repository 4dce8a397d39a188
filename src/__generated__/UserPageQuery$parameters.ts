/**
 * @generated SignedSource<<effc1b9086c0321607b1b2893960f7de>>
 * @relayHash 34d34a1792e0b75c786fcdfff8d09d48
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fbb947841416783236baf246e30e2f1e63da1fbd6df1b60c64adaec49e1eb1d

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UserPageQuery } from './UserPageQuery.graphql';

const node: PreloadableConcreteRequest<UserPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3fbb947841416783236baf246e30e2f1e63da1fbd6df1b60c64adaec49e1eb1d",
    "metadata": {},
    "name": "UserPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
