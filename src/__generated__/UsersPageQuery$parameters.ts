/**
 * @generated SignedSource<<825d3ee92b779292a13cfa9731573926>>
 * @relayHash 26d5fac7e07bab3f931bd73314ff289b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b392f7e3681c3e4a0708db2a3552e5521d912f30c0554f0293df4fe1a096aaed

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { UsersPageQuery } from './UsersPageQuery.graphql';

const node: PreloadableConcreteRequest<UsersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b392f7e3681c3e4a0708db2a3552e5521d912f30c0554f0293df4fe1a096aaed",
    "metadata": {},
    "name": "UsersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
