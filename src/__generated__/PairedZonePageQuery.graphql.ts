/**
 * @generated SignedSource<<705dff9ebf3da63b92539d01172b6dff>>
 * @relayHash f1fa36e5bd1d41d4bf8f7c2d4d09c507
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3029eab2d72336f9c6714defd31b4c5e485d926e8a2850f72470a277e07c85d2

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PairedZonePageQuery$variables = {
  zoneId: string;
};
export type PairedZonePageQuery$data = {
  readonly soundZone: {
    readonly " $fragmentSpreads": FragmentRefs<"PairedZonePage_soundZone">;
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PairedZonePage_soundZone"
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
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "businessName",
                "storageKey": null
              },
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
            "args": [
              {
                "kind": "Literal",
                "name": "state",
                "value": "unresolved"
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "cause",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "resolved",
                        "storageKey": null
                      },
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "errors(state:\"unresolved\")"
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3029eab2d72336f9c6714defd31b4c5e485d926e8a2850f72470a277e07c85d2",
    "metadata": {},
    "name": "PairedZonePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1eb13e85543408c682e9a8fcb59bb691";

export default node;
