/**
 * @generated SignedSource<<92220868eda49a3f75851a7f9076ccbe>>
 * @relayHash 662c5bf8d22d95ec717f8d72bd9a563f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f469100e5931e3640f77fb6537e82269fbee0f731bce5d547eab67a121bc208

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneUpdateInput = {
  name: string;
  soundZone: string;
};
export type locationMutationsRenameZoneMutation$variables = {
  input: SoundZoneUpdateInput;
};
export type locationMutationsRenameZoneMutation$data = {
  readonly soundZoneUpdate: {
    readonly soundZone: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type locationMutationsRenameZoneMutation = {
  response: locationMutationsRenameZoneMutation$data;
  variables: locationMutationsRenameZoneMutation$variables;
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
    "concreteType": "SoundZoneUpdatePayload",
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
    "name": "locationMutationsRenameZoneMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "locationMutationsRenameZoneMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f469100e5931e3640f77fb6537e82269fbee0f731bce5d547eab67a121bc208",
    "metadata": {},
    "name": "locationMutationsRenameZoneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1ba0236a8de97816449c60b8ca8b5bd";

export default node;
