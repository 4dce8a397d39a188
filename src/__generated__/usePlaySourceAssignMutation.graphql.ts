/**
 * @generated SignedSource<<9c4f45f63e441808451f7387c24628ef>>
 * @relayHash 75400b35486abcf63c4ebad28a41cd29
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4834c3573061ff40ae99e1615fb9f60fef68e65a8240b941aaa5ef6f2e37e3c

import type { ConcreteRequest } from 'relay-runtime';
export type SoundZoneAssignSourceInput = {
  immediate?: boolean | null | undefined;
  soundZones: ReadonlyArray<string>;
  source: string;
  sourceTrackIndex?: number | null | undefined;
  track?: string | null | undefined;
};
export type usePlaySourceAssignMutation$variables = {
  input: SoundZoneAssignSourceInput;
};
export type usePlaySourceAssignMutation$data = {
  readonly soundZoneAssignSource: {
    readonly soundZones: ReadonlyArray<string>;
  };
};
export type usePlaySourceAssignMutation = {
  response: usePlaySourceAssignMutation$data;
  variables: usePlaySourceAssignMutation$variables;
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
    "concreteType": "SoundZoneAssignSourcePayload",
    "kind": "LinkedField",
    "name": "soundZoneAssignSource",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "soundZones",
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
    "name": "usePlaySourceAssignMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePlaySourceAssignMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d4834c3573061ff40ae99e1615fb9f60fef68e65a8240b941aaa5ef6f2e37e3c",
    "metadata": {},
    "name": "usePlaySourceAssignMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2a9644a22a048218be826d552841ae4";

export default node;
