/**
 * @generated SignedSource<<ad6ea87cd9edbfc3ce0acf74efc86aca>>
 * @relayHash ed4c573f6ef682e19b0b923f066a16ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3433046856170db4844204c9485b8670d9e288e355e8633d71fdca84c164dd9e

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { HouseholdPairPageQuery } from './HouseholdPairPageQuery.graphql';

const node: PreloadableConcreteRequest<HouseholdPairPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3433046856170db4844204c9485b8670d9e288e355e8633d71fdca84c164dd9e",
    "metadata": {},
    "name": "HouseholdPairPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
