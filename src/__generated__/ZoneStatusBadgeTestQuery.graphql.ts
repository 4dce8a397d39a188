/**
 * @generated SignedSource<<200ce657a35e2ea16ec3d155579ab15c>>
 * @relayHash ec9f0d74a9819cebca58b33a92174106
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62aee9476fb8cc5886dba8c1a53d2fd9152fce7c7e99a504f47578c329a6d10f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ZoneStatusBadgeTestQuery$variables = Record<PropertyKey, never>;
export type ZoneStatusBadgeTestQuery$data = {
  readonly soundZone: {
    readonly " $fragmentSpreads": FragmentRefs<"ZoneStatusBadge_soundZone">;
  } | null | undefined;
};
export type ZoneStatusBadgeTestQuery = {
  response: ZoneStatusBadgeTestQuery$data;
  variables: ZoneStatusBadgeTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "zone"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneStatusBadgeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ZoneStatusBadge_soundZone"
          }
        ],
        "storageKey": "soundZone(id:\"zone\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ZoneStatusBadgeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundZoneStatus",
            "kind": "LinkedField",
            "name": "status",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "codes",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundZoneSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isActive",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 0
              }
            ],
            "concreteType": "SoundZoneErrorConnection",
            "kind": "LinkedField",
            "name": "errors",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              }
            ],
            "storageKey": "errors(first:0)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "soundZone(id:\"zone\")"
      }
    ]
  },
  "params": {
    "id": "62aee9476fb8cc5886dba8c1a53d2fd9152fce7c7e99a504f47578c329a6d10f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "soundZone": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SoundZone"
        },
        "soundZone.errors": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SoundZoneErrorConnection"
        },
        "soundZone.errors.total": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "soundZone.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "soundZone.status": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SoundZoneStatus"
        },
        "soundZone.status.codes": {
          "enumValues": [
            "PLAYER_DEPRECATED",
            "PLAYER_DISCONNECTED",
            "PLAYER_MUTED"
          ],
          "nullable": false,
          "plural": true,
          "type": "SoundZoneStatusCode"
        },
        "soundZone.status.message": {
          "enumValues": [
            "ALL_OK",
            "SUBSCRIPTION_EXPIRED",
            "NOT_SETUP",
            "PLAYER_DISCONNECTED"
          ],
          "nullable": false,
          "plural": false,
          "type": "SoundZoneStatusMessage"
        },
        "soundZone.status.state": {
          "enumValues": [
            "ERROR",
            "INCOMPLETE",
            "NOT_SETUP",
            "OK"
          ],
          "nullable": false,
          "plural": false,
          "type": "SoundZoneState"
        },
        "soundZone.subscription": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SoundZoneSubscription"
        },
        "soundZone.subscription.isActive": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "ZoneStatusBadgeTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "feac32eb4f961e87b400f66d3ac502c5";

export default node;
