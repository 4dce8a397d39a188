/**
 * @generated SignedSource<<e0cbacfd8753c12b383f7dd5c840bde1>>
 * @relayHash 2368c37443640d8aec7c96ab9e7ea20e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7830449a288797a645cffeaab40809fdc5d3bced83ddcba8b93fb88c2b9c5635

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UnpairZoneMutation$variables = {
  zoneId: string;
};
export type UnpairZoneMutation$data = {
  readonly soundZoneUnpair: {
    readonly soundZone: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PairedPlayer_zone">;
    };
  };
};
export type UnpairZoneMutation = {
  response: UnpairZoneMutation$data;
  variables: UnpairZoneMutation$variables;
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
    "name": "UnpairZoneMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZoneUnpairPayload",
        "kind": "LinkedField",
        "name": "soundZoneUnpair",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnpairZoneMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZoneUnpairPayload",
        "kind": "LinkedField",
        "name": "soundZoneUnpair",
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
    "id": "7830449a288797a645cffeaab40809fdc5d3bced83ddcba8b93fb88c2b9c5635",
    "metadata": {},
    "name": "UnpairZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d234bd70e69c3a7babdddcc136f57cff";

export default node;
