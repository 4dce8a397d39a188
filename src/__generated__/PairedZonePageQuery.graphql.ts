/**
 * @generated SignedSource<<36f86dfb868c1ef784317ccc1b4773a8>>
 * @relayHash adeb8b1f454c955a13b3e538aad09aaa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 44f2ed7e9880ce97cf11b13492b207a6f6236879912cc84d34636495d856775a

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneErrorCause = "DEVICE_ERROR_AUDIO_OUTPUT" | "DEVICE_ERROR_DISK_FULL" | "DEVICE_ERROR_OFFLINE" | "DEVICE_ERROR_PLAYBACK" | "DEVICE_ERROR_SOON_UNSUPPORTED_VERSION" | "DEVICE_ERROR_UNKNOWN" | "DEVICE_ERROR_UNSUPPORTED_VERSION" | "%future added value";
export type PairedZonePageQuery$variables = {
  zoneId: string;
};
export type PairedZonePageQuery$data = {
  readonly soundZone: {
    readonly account: {
      readonly businessName: string;
      readonly restrictedUnpairing: boolean;
    };
    readonly errors: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly cause: SoundZoneErrorCause;
          readonly resolved: boolean;
        };
      }>;
    };
    readonly name: string;
  } | null | undefined;
};
export type PairedZonePageQuery = {
  response: PairedZonePageQuery$data;
  variables: PairedZonePageQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restrictedUnpairing",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "state",
    "value": "unresolved"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cause",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "resolved",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PairedZonePageQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "SoundZoneErrorConnection",
            "kind": "LinkedField",
            "name": "errors",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZoneErrorEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SoundZoneError",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "errors(state:\"unresolved\")"
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
    "name": "PairedZonePageQuery",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "SoundZoneErrorConnection",
            "kind": "LinkedField",
            "name": "errors",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZoneErrorEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SoundZoneError",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "errors(state:\"unresolved\")"
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "44f2ed7e9880ce97cf11b13492b207a6f6236879912cc84d34636495d856775a",
    "metadata": {},
    "name": "PairedZonePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e6af01532bcb83990bf9b8b18ffa8f8";

export default node;
