/**
 * @generated SignedSource<<9526f114ef2db678f11969c647d7eb32>>
 * @relayHash 67a42e850d06e44a87725df59c21237a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8eb264570bcd90a26b353954f9722c8f5a7ecebe3cbae02604e1b01c5d6d651

import type { ConcreteRequest } from 'relay-runtime';
export type ZoneBlockedTracksUnblockMutation$variables = {
  connections: ReadonlyArray<string>;
  parent: string;
  track: string;
};
export type ZoneBlockedTracksUnblockMutation$data = {
  readonly unblockTrack: {
    readonly blockedTrackId: string;
  };
};
export type ZoneBlockedTracksUnblockMutation = {
  response: ZoneBlockedTracksUnblockMutation$data;
  variables: ZoneBlockedTracksUnblockMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parent"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "track"
},
v3 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "parent",
        "variableName": "parent"
      },
      {
        "kind": "Variable",
        "name": "track",
        "variableName": "track"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "blockedTrackId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneBlockedTracksUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "UnblockTrackPayload",
        "kind": "LinkedField",
        "name": "unblockTrack",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ZoneBlockedTracksUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "UnblockTrackPayload",
        "kind": "LinkedField",
        "name": "unblockTrack",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "blockedTrackId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b8eb264570bcd90a26b353954f9722c8f5a7ecebe3cbae02604e1b01c5d6d651",
    "metadata": {},
    "name": "ZoneBlockedTracksUnblockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "df0511447df18b6529b98b84c6a24c2e";

export default node;
