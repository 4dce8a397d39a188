/**
 * @generated SignedSource<<f174cac822b6d15990afcb5097eda761>>
 * @relayHash ad3d75091c940fcdec09b63edfb5a6b8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 273455f6dd31b2066bda7496cbdaa9f198d63097ceff44c0208a9313f3f22588

import type { ConcreteRequest } from 'relay-runtime';
export type LocationPermission = "DELETE" | "UPDATE" | "USERS_READ" | "USERS_WRITE" | "ZONE_CREATE" | "%future added value";
export type LocationEditPageQuery$variables = {
  locationId: string;
  zones: number;
};
export type LocationEditPageQuery$data = {
  readonly location: {
    readonly account: {
      readonly id: string;
    };
    readonly id: string;
    readonly name: string;
    readonly permissions: ReadonlyArray<LocationPermission>;
    readonly physicalAddress: {
      readonly address: string;
      readonly city: string;
      readonly country: string;
      readonly postalCode: string;
      readonly state: string | null | undefined;
    };
    readonly soundZones: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
        };
      }>;
    };
    readonly timezone: string;
  } | null | undefined;
};
export type LocationEditPageQuery = {
  response: LocationEditPageQuery$data;
  variables: LocationEditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zones"
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
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "locationId"
      }
    ],
    "concreteType": "Location",
    "kind": "LinkedField",
    "name": "location",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
        "kind": "ScalarField",
        "name": "timezone",
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Address",
        "kind": "LinkedField",
        "name": "physicalAddress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "postalCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
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
            "name": "country",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "zones"
          }
        ],
        "concreteType": "SoundZoneConnection",
        "kind": "LinkedField",
        "name": "soundZones",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SoundZoneEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundZone",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
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
    "name": "LocationEditPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LocationEditPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "273455f6dd31b2066bda7496cbdaa9f198d63097ceff44c0208a9313f3f22588",
    "metadata": {},
    "name": "LocationEditPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eef0f6a1ed50221d703f856f5e670f7c";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
