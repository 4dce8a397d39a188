/**
 * @generated SignedSource<<355e1288d7f09dbe5bc19d9552fa934b>>
 * @relayHash 32cb8f3f2d2e4c4ed314aa3a838b4536
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b56056316ee68f4a92d4ab53cd3f44a0a267ec074ebe9e4d56da7078aedddc8c

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ZoneBlockedTracksPageQuery } from './ZoneBlockedTracksPageQuery.graphql';

const node: PreloadableConcreteRequest<ZoneBlockedTracksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b56056316ee68f4a92d4ab53cd3f44a0a267ec074ebe9e4d56da7078aedddc8c",
    "metadata": {},
    "name": "ZoneBlockedTracksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
