/**
 * @generated SignedSource<<13b462727304f0360fe8ca732a68ef2d>>
 * @relayHash 4e73fb8e270a4055168b1280271b28e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 496bce5c77bcdbb60cef3faeecc3538656ca2c66a6a11926a2fb3f898e7970e3

import type { ConcreteRequest } from 'relay-runtime';
export type desktopLogoutUnpairingQuery$variables = {
  zoneId: string;
};
export type desktopLogoutUnpairingQuery$data = {
  readonly soundZone: {
    readonly account: {
      readonly restrictedUnpairing: boolean;
    };
  } | null | undefined;
};
export type desktopLogoutUnpairingQuery = {
  response: desktopLogoutUnpairingQuery$data;
  variables: desktopLogoutUnpairingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "zoneId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "zoneId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "restrictedUnpairing",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "desktopLogoutUnpairingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "desktopLogoutUnpairingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SoundZone",
        "kind": "LinkedField",
        "name": "soundZone",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "496bce5c77bcdbb60cef3faeecc3538656ca2c66a6a11926a2fb3f898e7970e3",
    "metadata": {},
    "name": "desktopLogoutUnpairingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f0a32672923ab63d45745122cace339a";

export default node;
