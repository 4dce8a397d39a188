/**
 * @generated SignedSource<<1f75c87d81338500e285a9acb3aae29a>>
 * @relayHash b52c16cf38210b71a65c127122f1eb91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90554d703b765e18ad6086b62271b33277667eb7d2a07c8515659ffad1e87f4c

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateScheduleInput = {
  color?: string | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  schedule: string;
  slots?: ReadonlyArray<ScheduleSlotInput> | null | undefined;
};
export type ScheduleSlotInput = {
  dtstart: string;
  duration: number;
  playlists: ReadonlyArray<string>;
  rrule: string;
};
export type saveScheduleUpdateMutation$variables = {
  input: UpdateScheduleInput;
};
export type saveScheduleUpdateMutation$data = {
  readonly updateSchedule: {
    readonly schedule: {
      readonly color: string | null | undefined;
      readonly description: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly slots: ReadonlyArray<{
        readonly dtstart: string;
        readonly duration: number;
        readonly id: string;
        readonly playlists: ReadonlyArray<{
          readonly id: string;
          readonly name: string;
        }>;
        readonly rrule: string;
      }>;
    };
  };
};
export type saveScheduleUpdateMutation = {
  response: saveScheduleUpdateMutation$data;
  variables: saveScheduleUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateSchedulePayload",
    "kind": "LinkedField",
    "name": "updateSchedule",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Schedule",
        "kind": "LinkedField",
        "name": "schedule",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "color",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ScheduleSlot",
            "kind": "LinkedField",
            "name": "slots",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rrule",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dtstart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "duration",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Playlist",
                "kind": "LinkedField",
                "name": "playlists",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
    "name": "saveScheduleUpdateMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveScheduleUpdateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "90554d703b765e18ad6086b62271b33277667eb7d2a07c8515659ffad1e87f4c",
    "metadata": {},
    "name": "saveScheduleUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b8d8f0f02fa6472ced5ed8dd28c18de";

export default node;
