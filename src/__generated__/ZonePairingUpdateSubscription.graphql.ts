/**
 * @generated SignedSource<<7f9dbe6ffb1db6fd5e30d7bca1e1c0b5>>
 * @relayHash 5900ea1ca79a2b5338ca53c3fca1dd70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af74f53023540a1750bad957861b4c92520bacca01b5e3bd2b65f3c987fc5c58

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZonePairingUpdateSubscription$variables = {
  zoneId: string;
};
export type ZonePairingUpdateSubscription$data = {
  readonly soundZoneUpdate: {
    readonly soundZone: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PairedPlayer_zone">;
    };
  };
};
export type ZonePairingUpdateSubscription = {
  response: ZonePairingUpdateSubscription$data;
  variables: ZonePairingUpdateSubscription$variables;
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
    "fields": [
      {
        "kind": "Variable",
        "name": "soundZone",
        "variableName": "zoneId"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v2 = {
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
    "name": "ZonePairingUpdateSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZoneUpdateSubscriptionPayload",
        "kind": "LinkedField",
        "name": "soundZoneUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundZone",
            "kind": "LinkedField",
            "name": "soundZone",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PairedPlayer_zone"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZonePairingUpdateSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZoneUpdateSubscriptionPayload",
        "kind": "LinkedField",
        "name": "soundZoneUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundZone",
            "kind": "LinkedField",
            "name": "soundZone",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "permissions",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Device",
                "kind": "LinkedField",
                "name": "device",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af74f53023540a1750bad957861b4c92520bacca01b5e3bd2b65f3c987fc5c58",
    "metadata": {},
    "name": "ZonePairingUpdateSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "f4a6fac01e49cf436fc166687c9c61f7";

export default node;
