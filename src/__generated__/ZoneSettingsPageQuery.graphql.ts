/**
 * @generated SignedSource<<8d60ef3a7acd7fdb719f5dd51d65f71f>>
 * @relayHash 860352cf19b8d22fb73f400a62a7dbf1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab1c7ea48bb7fa9f55191e3f7782f08cf86c42b296567aa1846a8189f32c3ee

import type { ConcreteRequest } from 'relay-runtime';
export type Bitrate = "high" | "low" | "normal" | "%future added value";
export type DownloadLimitType = "INSIDE" | "OUTSIDE" | "%future added value";
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type ZoneSettingsPageQuery$variables = {
  zoneId: string;
};
export type ZoneSettingsPageQuery$data = {
  readonly soundZone: {
    readonly id: string;
    readonly name: string;
    readonly permissions: ReadonlyArray<SoundZonePermission>;
    readonly settings: {
      readonly bitrate: Bitrate;
      readonly crossfade: boolean;
      readonly crossfadeLength: number;
      readonly defaultVolume: any;
      readonly discoverable: boolean;
      readonly diskcacheMaxMb: number;
      readonly downloadLimitation: {
        readonly hourEnd: number;
        readonly hourStart: number;
        readonly limitEnabled: boolean;
        readonly limitType: DownloadLimitType;
      };
      readonly mono: boolean;
      readonly offline: boolean;
      readonly staffControl: boolean;
      readonly volumeEq: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type ZoneSettingsPageQuery = {
  response: ZoneSettingsPageQuery$data;
  variables: ZoneSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zoneId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "zoneId"
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "permissions",
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
            "name": "mono",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offline",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bitrate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discoverable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "staffControl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DownloadLimitation",
            "kind": "LinkedField",
            "name": "downloadLimitation",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limitEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hourStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hourEnd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "limitType",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "diskcacheMaxMb",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crossfade",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "crossfadeLength",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "volumeEq",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultVolume",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneSettingsPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneSettingsPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "dab1c7ea48bb7fa9f55191e3f7782f08cf86c42b296567aa1846a8189f32c3ee",
    "metadata": {},
    "name": "ZoneSettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "03095e48149e282fe9535c61de1f42b5";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
