/**
 * @generated SignedSource<<c41e7d7ba3d43703ad328f3a10797b82>>
 * @relayHash 8e5d9d0c5f39ed91a47ebc9f50b03400
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID edcbe9fd621364d60237cca9475e0ac979a8f2cba035f6243fbe29bc81de64a9

import { ConcreteRequest } from 'relay-runtime';
export type ZoneBlockedTracksPageUnblockMutation$variables = {
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parent"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "track"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "blockedTrackId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneBlockedTracksPageUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnblockTrackPayload",
        "kind": "LinkedField",
        "name": "unblockTrack",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ZoneBlockedTracksPageUnblockMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UnblockTrackPayload",
        "kind": "LinkedField",
        "name": "unblockTrack",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "blockedTrackId"
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

(node as any).hash = "c43d903ea3c5d99bc9c1616dfff67b26";

export default node;
