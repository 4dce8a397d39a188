/**
 * @generated SignedSource<<ba9e86c40747c98edc1e69fedf025e32>>
 * @relayHash 8e5d9d0c5f39ed91a47ebc9f50b03400
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edcbe9fd621364d60237cca9475e0ac979a8f2cba035f6243fbe29bc81de64a9

import type { ConcreteRequest } from 'relay-runtime';
export type ZoneBlockedTracksPageUnblockMutation$variables = {
  connections: ReadonlyArray<string>;
  parent: string;
  track: string;
};
export type ZoneBlockedTracksPageUnblockMutation$data = {
  readonly unblockTrack: {
    readonly blockedTrackId: string;
  };
};
export type ZoneBlockedTracksPageUnblockMutation = {
  response: ZoneBlockedTracksPageUnblockMutation$data;
  variables: ZoneBlockedTracksPageUnblockMutation$variables;
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
    "name": "ZoneBlockedTracksPageUnblockMutation",
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
    "name": "ZoneBlockedTracksPageUnblockMutation",
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
    "id": "edcbe9fd621364d60237cca9475e0ac979a8f2cba035f6243fbe29bc81de64a9",
    "metadata": {},
    "name": "ZoneBlockedTracksPageUnblockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f45d94c551cef12ceb9b5d8ffe075488";

export default node;
