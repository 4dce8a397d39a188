// The schedule editor's query as its routes' loaders start it, and the editor's paths. Nothing of Relay
// here, so the route table stays out of Relay's chunk.
import type { ScheduleEditPageQuery } from '../../__generated__/ScheduleEditPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import scheduleEditPageQueryParameters from '../../__generated__/ScheduleEditPageQuery$parameters';

/** The library playlists offered for a slot: the schema's largest library page, so the dialog needs no paging. */
export const SLOT_PLAYLIST_CHOICES = 1000;

/** The schedule being edited (none for a new one) and the playlists of the owner's library. */
export function scheduleEditPreload(accountId: string, scheduleId: string | null): QueryPreload<ScheduleEditPageQuery> {
  // The editor saves over the schedule it read, so it starts from the server's latest.
  return {
    key: 'ScheduleEditPage',
    query: () => import('../../__generated__/ScheduleEditPageQuery.graphql'),
    parameters: scheduleEditPageQueryParameters,
    variables: { id: scheduleId ?? '', hasSchedule: scheduleId !== null, owner: accountId, first: SLOT_PLAYLIST_CHOICES },
    fetchPolicy: 'network-only',
  };
}

export const schedulePath = (accountId: string, scheduleId: string) => `/accounts/${encodeURIComponent(accountId)}/your-music/schedules/${encodeURIComponent(scheduleId)}`;
