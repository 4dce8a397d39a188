/**
 * @generated SignedSource<<4d57ff02800650c33645c33238f3f1bd>>
 * @relayHash 7d64f01315888b86b80ff8ba14a02e67
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98d069cb35364ce0f85d5eb299df4a5b10748aad24bd37af05f5517f877e7e76

import type { ConcreteRequest } from 'relay-runtime';
export type playbackCommandsSetCrossfadeMutation$variables = {
  crossfade: boolean;
  zoneId: string;
};
export type playbackCommandsSetCrossfadeMutation$data = {
  readonly soundZoneUpdateSettings: {
    readonly soundZones: ReadonlyArray<{
      readonly id: string;
      readonly settings: {
        readonly crossfade: boolean;
      } | null | undefined;
    }>;
  };
};
export type playbackCommandsSetCrossfadeMutation = {
  response: playbackCommandsSetCrossfadeMutation$data;
  variables: playbackCommandsSetCrossfadeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "crossfade"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zoneId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "crossfade",
                "variableName": "crossfade"
              }
            ],
            "kind": "ObjectValue",
            "name": "settings"
          },
          {
            "items": [
              {
                "kind": "Variable",
                "name": "soundZones.0",
                "variableName": "zoneId"
              }
            ],
            "kind": "ListValue",
            "name": "soundZones"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SoundZoneUpdateSettingsPayload",
    "kind": "LinkedField",
    "name": "soundZoneUpdateSettings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZones",
        "plural": true,
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
            "concreteType": "SoundZoneSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "crossfade",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "playbackCommandsSetCrossfadeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "playbackCommandsSetCrossfadeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "98d069cb35364ce0f85d5eb299df4a5b10748aad24bd37af05f5517f877e7e76",
    "metadata": {},
    "name": "playbackCommandsSetCrossfadeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4f435dd8720bbb1e17531d293753abb7";

export default node;
