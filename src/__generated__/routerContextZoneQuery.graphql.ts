/**
 * @generated SignedSource<<5e1de80b0fe0245450931eb9bdd1d922>>
 * @relayHash 081fa89a82514cf08ab143292eeaec03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 985be539c4ee803700a55e8ffd9ad1c1a1657e38abc3f8b566da6e9554c617d3

import { ConcreteRequest } from 'relay-runtime';
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type routerContextZoneQuery$variables = {
  id: string;
};
export type routerContextZoneQuery$data = {
  readonly soundZone: {
    readonly id: string;
    readonly permissions: ReadonlyArray<SoundZonePermission>;
  } | null | undefined;
};
export type routerContextZoneQuery = {
  response: routerContextZoneQuery$data;
  variables: routerContextZoneQuery$variables;
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
    "name": "routerContextZoneQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "routerContextZoneQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "985be539c4ee803700a55e8ffd9ad1c1a1657e38abc3f8b566da6e9554c617d3",
    "metadata": {},
    "name": "routerContextZoneQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8ab28cce516d3bce0744bf50834c542";

export default node;
