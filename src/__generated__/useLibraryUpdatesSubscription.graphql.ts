/**
 * @generated SignedSource<<7282edb8c686177df2e4e42aca22ca64>>
 * @relayHash a77d1d56e21fee96ae4e8061c2538260
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37ce8f21cd17bae7fa9544951fc4dec929edaef2a55d2255959fa367c73b2f5f

import type { ConcreteRequest } from 'relay-runtime';
export type useLibraryUpdatesSubscription$variables = {
  owner: string;
};
export type useLibraryUpdatesSubscription$data = {
  readonly libraryUpdate: {
    readonly library: {
      readonly ids: ReadonlyArray<string>;
      readonly owner: string;
      readonly version: number;
    };
  };
};
export type useLibraryUpdatesSubscription = {
  response: useLibraryUpdatesSubscription$data;
  variables: useLibraryUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owner"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "owner",
            "variableName": "owner"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "LibraryUpdatePayload",
    "kind": "LinkedField",
    "name": "libraryUpdate",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Library",
        "kind": "LinkedField",
        "name": "library",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "owner",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ids",
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
    "name": "useLibraryUpdatesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLibraryUpdatesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "37ce8f21cd17bae7fa9544951fc4dec929edaef2a55d2255959fa367c73b2f5f",
    "metadata": {},
    "name": "useLibraryUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1b908e02e9ccdceb19732847147a1ccc";

export default node;
