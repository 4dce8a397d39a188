/**
 * @generated SignedSource<<05b525fb53c19952bc7ac9fc05109705>>
 * @relayHash 2a08ce93b86b31ced7ce5828361f23a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e96d09f597ee35584665b5a4d95d38a3f2639bab9fff97c5166b5a868acc2f1f

import type { ConcreteRequest } from 'relay-runtime';
export type CreateScheduleInput = {
  addToLibrary?: boolean | null | undefined;
  color?: string | null | undefined;
  copyOf?: string | null | undefined;
  description?: string | null | undefined;
  name: string;
  owner: string;
  slots: ReadonlyArray<ScheduleSlotInput>;
};
export type ScheduleSlotInput = {
  dtstart: string;
  duration: number;
  playlists: ReadonlyArray<string>;
  rrule: string;
};
export type saveScheduleCreateMutation$variables = {
  input: CreateScheduleInput;
};
export type saveScheduleCreateMutation$data = {
  readonly createSchedule: {
    readonly schedule: {
      readonly id: string;
    };
  };
};
export type saveScheduleCreateMutation = {
  response: saveScheduleCreateMutation$data;
  variables: saveScheduleCreateMutation$variables;
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
    "concreteType": "CreateSchedulePayload",
    "kind": "LinkedField",
    "name": "createSchedule",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "saveScheduleCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "saveScheduleCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e96d09f597ee35584665b5a4d95d38a3f2639bab9fff97c5166b5a868acc2f1f",
    "metadata": {},
    "name": "saveScheduleCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc6e715e368e646bd576abe720f5f937";

export default node;
