/**
 * @generated SignedSource<<6062120d188e5ca488623d7d5e493c4d>>
 * @relayHash d5ab90d04eaa1ff41701db671eb8c973
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ef6f8d9cf7095136e2502f4deb2f514a67033a129650691a1c0ebc22ad66dfa

import type { ConcreteRequest } from 'relay-runtime';
export type LocationCreateInput = {
  account: string;
  address: string;
  city: string;
  country: string;
  name: string;
  postalCode: string;
  soundZoneName: string;
  state?: string | null | undefined;
  timezone: string;
};
export type createZoneMutationsLocationMutation$variables = {
  input: LocationCreateInput;
};
export type createZoneMutationsLocationMutation$data = {
  readonly locationCreate: {
    readonly location: {
      readonly id: string;
      readonly name: string;
    };
    readonly soundZone: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type createZoneMutationsLocationMutation = {
  response: createZoneMutationsLocationMutation$data;
  variables: createZoneMutationsLocationMutation$variables;
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
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "LocationCreatePayload",
    "kind": "LinkedField",
    "name": "locationCreate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Location",
        "kind": "LinkedField",
        "name": "location",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": (v1/*:: as any*/),
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
    "name": "createZoneMutationsLocationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "createZoneMutationsLocationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4ef6f8d9cf7095136e2502f4deb2f514a67033a129650691a1c0ebc22ad66dfa",
    "metadata": {},
    "name": "createZoneMutationsLocationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bd6fb2e3772a84fc77c278ea330e3975";

export default node;
