// Saving the editor's schedule (core.md 3 'Schedule', 7): a new schedule or a copy is created in the
// account's library, an existing one is updated with all its slots, each as its weekly recurrence.
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { saveScheduleCreateMutation } from '../../__generated__/saveScheduleCreateMutation.graphql';
import type { saveScheduleUpdateMutation } from '../../__generated__/saveScheduleUpdateMutation.graphql';
import { toRecurrences } from '../../domain/scheduleSlots';
import type { EditorSlot } from '../../domain/scheduleSlots';
import { commitMutationAsync } from '../../relay/commitMutationAsync';

export interface ScheduleDetails {
  name: string;
  description: string;
  color: string;
}

/** What the editor saves: a new schedule (maybe a copy of another), or changes to an existing one. */
export type SaveTarget = { kind: 'create'; owner: string; copyOf: string | null } | { kind: 'update'; scheduleId: string };

const createMutation = graphql`
  mutation saveScheduleCreateMutation($input: CreateScheduleInput!) {
    createSchedule(input: $input) {
      schedule {
        id
      }
    }
  }
`;

// The answer refreshes the schedule's page, which the editor goes back to.
const updateMutation = graphql`
  mutation saveScheduleUpdateMutation($input: UpdateScheduleInput!) {
    updateSchedule(input: $input) {
      schedule {
        id
        name
        description
        color
        slots {
          id
          rrule
          dtstart
          duration
          playlists {
            id
            name
          }
        }
      }
    }
  }
`;

/** The slots as the server takes them. */
export const slotInputs = (slots: readonly EditorSlot[]) =>
  toRecurrences(slots).map(({ rrule, dtstart, durationMs, collections }) => ({ rrule, dtstart, duration: durationMs, playlists: collections }));

/** Saves and resolves with the schedule's id. */
export async function saveSchedule(environment: IEnvironment, target: SaveTarget, details: ScheduleDetails, slots: readonly EditorSlot[]): Promise<string> {
  const fields = { name: details.name, description: details.description, color: details.color, slots: slotInputs(slots) };
  if (target.kind === 'update') {
    const { updateSchedule } = await commitMutationAsync<saveScheduleUpdateMutation>(environment, updateMutation, { input: { schedule: target.scheduleId, ...fields } });
    return updateSchedule.schedule.id;
  }
  const { createSchedule } = await commitMutationAsync<saveScheduleCreateMutation>(environment, createMutation, { input: { owner: target.owner, copyOf: target.copyOf, addToLibrary: true, ...fields } });
  return createSchedule.schedule.id;
}
