/**
 * @generated SignedSource<<efad268f4ab799b9420b4ec92579260a>>
 * @relayHash 74507fef318a78d70740a365a400b9ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b879debfc66a7d1813572b0be8333f0ea4d4abc4d2194fb875b943f2c85fd734

import type { ConcreteRequest } from 'relay-runtime';
export type Bitrate = "high" | "low" | "normal" | "%future added value";
export type DownloadLimitType = "INSIDE" | "OUTSIDE" | "%future added value";
export type SoundZoneSettingsInput = {
  bitrate?: Bitrate | null | undefined;
  crossfade?: boolean | null | undefined;
  crossfadeLength?: number | null | undefined;
  defaultVolume?: any | null | undefined;
  discoverable?: boolean | null | undefined;
  diskcacheMaxMb?: number | null | undefined;
  downloadLimitation?: DownloadLimitationInput | null | undefined;
  mono?: boolean | null | undefined;
  offline?: boolean | null | undefined;
  staffControl?: boolean | null | undefined;
  volumeEq?: boolean | null | undefined;
};
export type DownloadLimitationInput = {
  hourEnd: number;
  hourStart: number;
  limitEnabled: boolean;
  limitType: DownloadLimitType;
};
export type ZoneSettingsPageUpdateMutation$variables = {
  settings: SoundZoneSettingsInput;
  zoneId: string;
};
export type ZoneSettingsPageUpdateMutation$data = {
  readonly soundZoneUpdateSettings: {
    readonly soundZones: ReadonlyArray<{
      readonly id: string;
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
    }>;
  };
};
export type ZoneSettingsPageUpdateMutation = {
  response: ZoneSettingsPageUpdateMutation$data;
  variables: ZoneSettingsPageUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "settings"
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
            "kind": "Variable",
            "name": "settings",
            "variableName": "settings"
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
    "name": "ZoneSettingsPageUpdateMutation",
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
    "name": "ZoneSettingsPageUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b879debfc66a7d1813572b0be8333f0ea4d4abc4d2194fb875b943f2c85fd734",
    "metadata": {},
    "name": "ZoneSettingsPageUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "07bd03b7b88c12538d695c56ec16772d";

export default node;
