/**
 * @generated SignedSource<<a4be37f69f7c5ea508fb81eff8442b76>>
 * @relayHash 2626a743cab4c1234d470ca6d3138b04
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f59d9215c7153af1c49cd418420d1fd632e9bb9a936a87b2514e55eb4ff15f12

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneCreateInput = {
  location: string;
  name: string;
};
export type createZoneMutationsZoneMutation$variables = {
  input: SoundZoneCreateInput;
};
export type createZoneMutationsZoneMutation$data = {
  readonly soundZoneCreate: {
    readonly soundZone: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type createZoneMutationsZoneMutation = {
  response: createZoneMutationsZoneMutation$data;
  variables: createZoneMutationsZoneMutation$variables;
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
    "concreteType": "SoundZoneCreatePayload",
    "kind": "LinkedField",
    "name": "soundZoneCreate",
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
    "name": "createZoneMutationsZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "createZoneMutationsZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f59d9215c7153af1c49cd418420d1fd632e9bb9a936a87b2514e55eb4ff15f12",
    "metadata": {},
    "name": "createZoneMutationsZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88c5c09cc2008d545f1aa61158b1e91b";

export default node;
