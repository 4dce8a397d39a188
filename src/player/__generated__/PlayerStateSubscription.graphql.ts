/**
 * @generated SignedSource<<cd1ca4090f60acc8937bb778c176ea83>>
 * @relayHash 9b76bc71505453f3b4abdfe777c79c5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c30ccf35b045c1304e2a581ac39dc434fa76d039e9053577ab1c30dfe7342cd0

import type { ConcreteRequest } from 'relay-runtime';
export type PlayerStatus = "paused" | "playing" | "%future added value";
export type PlayerStateUpdateInput = {
  soundZone?: string | null | undefined;
};
export type PlayerStateSubscription$variables = {
  input: PlayerStateUpdateInput;
};
export type PlayerStateSubscription$data = {
  readonly playerStateUpdate: {
    readonly player: {
      readonly current: {
        readonly id: string;
        readonly streamUrl: string;
        readonly track: {
          readonly artistNames: ReadonlyArray<string>;
          readonly durationMs: number;
          readonly id: string;
          readonly title: string;
        };
      } | null | undefined;
      readonly progress: number;
      readonly progressUpdatedAt: any | null | undefined;
      readonly status: PlayerStatus;
      readonly upcoming: ReadonlyArray<{
        readonly id: string;
        readonly streamUrl: string;
        readonly track: {
          readonly durationMs: number;
          readonly id: string;
        };
      }>;
      readonly volume: any;
      readonly zone: {
        readonly id: string;
        readonly name: string;
        readonly settings: {
          readonly crossfade: boolean;
          readonly crossfadeLength: number;
        };
      };
    };
  };
};
export type PlayerStateSubscription = {
  response: PlayerStateSubscription$data;
  variables: PlayerStateSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "streamUrl",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationMs",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PlayerStateUpdatePayload",
    "kind": "LinkedField",
    "name": "playerStateUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlayerState",
        "kind": "LinkedField",
        "name": "player",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "volume",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progressUpdatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlayerZone",
            "kind": "LinkedField",
            "name": "zone",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                "concreteType": "PlayerZoneSettings",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "crossfadeLength",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlayerItem",
            "kind": "LinkedField",
            "name": "current",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlayerTrack",
                "kind": "LinkedField",
                "name": "track",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "artistNames",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlayerItem",
            "kind": "LinkedField",
            "name": "upcoming",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PlayerTrack",
                "kind": "LinkedField",
                "name": "track",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v3/*:: as any*/)
                ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlayerStateSubscription",
    "selections": (v4/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlayerStateSubscription",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c30ccf35b045c1304e2a581ac39dc434fa76d039e9053577ab1c30dfe7342cd0",
    "metadata": {},
    "name": "PlayerStateSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "fecfdc09e98db5d4ea96b06164ab08ee";

export default node;
