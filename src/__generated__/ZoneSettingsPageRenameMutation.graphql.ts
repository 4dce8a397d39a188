/**
 * @generated SignedSource<<59e7d798e838dc4a36f4232811e7d464>>
 * @relayHash 242040194e0d03d2b2fca920690d4809
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3217e5d9e560209b90cd4b837b3f65a96934a63dd657b688c2fb09e8fa8610d5

import type { ConcreteRequest } from 'relay-runtime';
export type ZoneSettingsPageRenameMutation$variables = {
  name: string;
  zoneId: string;
};
export type ZoneSettingsPageRenameMutation$data = {
  readonly soundZoneUpdate: {
    readonly soundZone: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type ZoneSettingsPageRenameMutation = {
  response: ZoneSettingsPageRenameMutation$data;
  variables: ZoneSettingsPageRenameMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "zoneId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "name",
            "variableName": "name"
          },
          {
            "kind": "Variable",
            "name": "soundZone",
            "variableName": "zoneId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ZoneSettingsPageRenameMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ZoneSettingsPageRenameMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3217e5d9e560209b90cd4b837b3f65a96934a63dd657b688c2fb09e8fa8610d5",
    "metadata": {},
    "name": "ZoneSettingsPageRenameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "44efb20a19d68f8c376dd7e1dfdfb27f";

export default node;
