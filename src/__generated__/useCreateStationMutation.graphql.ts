/**
 * @generated SignedSource<<210a6cd610011ba1770bf2755cea2454>>
 * @relayHash 810f574f8a17b756263e7090e8b09579
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1596e019f27c485bf8ce37af3289a4da1dca9fa815eec0d8897cbf25c197467

import type { ConcreteRequest } from 'relay-runtime';
export type PresentAs = "PLAYLIST" | "SCHEDULE" | "STATION" | "%future added value";
export type CreateStationInput = {
  addToLibrary?: boolean | null | undefined;
  name: string;
  owner: string;
  prompt?: string | null | undefined;
  seedPlaylist?: string | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
};
export type useCreateStationMutation$variables = {
  input: CreateStationInput;
};
export type useCreateStationMutation$data = {
  readonly createStation: {
    readonly playlist: {
      readonly id: string;
      readonly name: string;
      readonly presentAs: PresentAs;
    };
  };
};
export type useCreateStationMutation = {
  response: useCreateStationMutation$data;
  variables: useCreateStationMutation$variables;
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
    "concreteType": "CreateStationPayload",
    "kind": "LinkedField",
    "name": "createStation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Playlist",
        "kind": "LinkedField",
        "name": "playlist",
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
            "name": "presentAs",
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
    "name": "useCreateStationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateStationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b1596e019f27c485bf8ce37af3289a4da1dca9fa815eec0d8897cbf25c197467",
    "metadata": {},
    "name": "useCreateStationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "02439da1dd62f4e1d376719bd5b15832";

export default node;
