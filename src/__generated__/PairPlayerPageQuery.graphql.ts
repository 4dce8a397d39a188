/**
 * @generated SignedSource<<813a9e00c95b8505cb23077b61f4e2b2>>
 * @relayHash 733884700334882f268f7e8964169932
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c23b4a9de3ce6303f8c4a24517f2487f4325ea08e8ff04c580583c9fdfebca20

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SoundZonePermission = "BLOCK_TRACKS" | "DELETE" | "PAIR" | "PLAYBACK_WRITE" | "SETTINGS_WRITE" | "SUBSCRIPTION_READ" | "SUBSCRIPTION_WRITE" | "UNPAIR" | "%future added value";
export type PairPlayerPageQuery$variables = {
  zoneId: string;
};
export type PairPlayerPageQuery$data = {
  readonly soundZone: {
    readonly device: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly permissions: ReadonlyArray<SoundZonePermission>;
    readonly " $fragmentSpreads": FragmentRefs<"PairedPlayer_zone">;
  } | null | undefined;
};
export type PairPlayerPageQuery = {
  response: PairPlayerPageQuery$data;
  variables: PairPlayerPageQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "zoneId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "permissions",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PairPlayerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PairedPlayer_zone"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PairPlayerPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Device",
            "kind": "LinkedField",
            "name": "device",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "online",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "softwareVersion",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPaired",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "restrictedUnpairing",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c23b4a9de3ce6303f8c4a24517f2487f4325ea08e8ff04c580583c9fdfebca20",
    "metadata": {},
    "name": "PairPlayerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8722833816156b5ad4f1b8e3c10055b1";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
