/**
 * @generated SignedSource<<44f68249dc4a954d70673968dc2b7654>>
 * @relayHash e36b0e826df710d719b11c14fe48ddcc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0df41809f3854f2897510262e84b779f6e3ac495333a92a251e355ad262f6777

import type { ConcreteRequest } from 'relay-runtime';
export type LocationUpdateInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  location: string;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
  timezone?: string | null | undefined;
};
export type locationMutationsUpdateMutation$variables = {
  input: LocationUpdateInput;
};
export type locationMutationsUpdateMutation$data = {
  readonly locationUpdate: {
    readonly location: {
      readonly id: string;
      readonly name: string;
      readonly physicalAddress: {
        readonly address: string;
        readonly city: string;
        readonly country: string;
        readonly postalCode: string;
        readonly state: string | null | undefined;
      };
      readonly timezone: string;
    };
  };
};
export type locationMutationsUpdateMutation = {
  response: locationMutationsUpdateMutation$data;
  variables: locationMutationsUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LocationUpdatePayload",
    "kind": "LinkedField",
    "name": "locationUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Location",
        "kind": "LinkedField",
        "name": "location",
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
            "name": "timezone",
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
    "name": "locationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "locationMutationsUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0df41809f3854f2897510262e84b779f6e3ac495333a92a251e355ad262f6777",
    "metadata": {},
    "name": "locationMutationsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6bd3ec7bd61a0f45acf82e33ec4c2f21";

export default node;
