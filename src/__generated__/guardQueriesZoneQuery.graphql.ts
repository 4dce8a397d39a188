/**
 * @generated SignedSource<<5d6ef8ff6fd4c33af6674562d1ba4118>>
 * @relayHash f4605d03efd0d2e2b9e70709270a8387
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 649863cbae4378eb53ed11dea6dc61055dc9ecb337d5db095d7013dded56bb3e

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type guardQueriesZoneQuery$variables = {
  id: string;
};
export type guardQueriesZoneQuery$data = {
  readonly soundZone: {
    readonly id: string;
    readonly permissions: ReadonlyArray<SoundZonePermission>;
  } | null | undefined;
};
export type guardQueriesZoneQuery = {
  response: guardQueriesZoneQuery$data;
  variables: guardQueriesZoneQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SoundZone",
    "kind": "LinkedField",
    "name": "soundZone",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "permissions",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "guardQueriesZoneQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "guardQueriesZoneQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "649863cbae4378eb53ed11dea6dc61055dc9ecb337d5db095d7013dded56bb3e",
    "metadata": {},
    "name": "guardQueriesZoneQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1dc4b13224a350f04ed4c396b16f5807";

export default node;
