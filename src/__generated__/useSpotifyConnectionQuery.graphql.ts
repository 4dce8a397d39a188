/**
 * @generated SignedSource<<65646955be41002c217d8cc095eb3e29>>
 * @relayHash 7dfa0f3d59340d002944ce7d45bfaafd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acaf8685bf75bce9429ff9b9e3ae3102196271f7e618d3e5ce1acf7024144609

import type { ConcreteRequest } from 'relay-runtime';
export type useSpotifyConnectionQuery$variables = Record<PropertyKey, never>;
export type useSpotifyConnectionQuery$data = {
  readonly spotifyConnection: {
    readonly accessToken: string;
    readonly expiresIn: number;
    readonly id: string;
    readonly tokenType: string;
  } | null | undefined;
};
export type useSpotifyConnectionQuery = {
  response: useSpotifyConnectionQuery$data;
  variables: useSpotifyConnectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SpotifyConnection",
    "kind": "LinkedField",
    "name": "spotifyConnection",
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
        "name": "accessToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tokenType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresIn",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSpotifyConnectionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSpotifyConnectionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "acaf8685bf75bce9429ff9b9e3ae3102196271f7e618d3e5ce1acf7024144609",
    "metadata": {},
    "name": "useSpotifyConnectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "638d7a0eb3025d2200c8acd98e43f411";

export default node;
