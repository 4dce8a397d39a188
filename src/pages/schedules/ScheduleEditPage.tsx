// /accounts/{accountId}/your-music/schedules/edit[/{scheduleId}] (core.md 2, 4 'Schedules', 6): the
// weekly schedule editor. Without an id it creates a schedule; with one, action=edit (the default)
// saves over it, action=copy saves a new copy of it, and action=readonly (or a schedule the account may
// not edit) shows it without editing controls. returnPath, when given (/create/schedule gives /create),
// is where a save and the back link lead.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { ScheduleEditPageQuery, ScheduleEditPageQuery$data } from '../../__generated__/ScheduleEditPageQuery.graphql';
import { fromRecurrences } from '../../domain/scheduleSlots';
import { WeekView } from '../../fragments/schedule/WeekView';
import scheduleEditorTexts from '../../i18n/en/scheduleEditor.json';
import scheduleTexts from '../../i18n/en/schedules.json';
import { registerTexts } from '../../i18n/i18n';
import { scheduleEditorSearch } from '../../routing/searchParams';
import type { SCHEDULE_EDITOR_ACTIONS } from '../../routing/searchParams';
import { useSearch } from '../../routing/useSearch';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { ScheduleEditor } from './ScheduleEditor';
import { SCHEDULE_COLORS } from './scheduleDetails';
import { schedulePath } from './scheduleEditorQueries';
import '../music/MusicPage.css';
import './ScheduleEditPage.css';

registerTexts(scheduleTexts);
registerTexts(scheduleEditorTexts);

const query = graphql`
  query ScheduleEditPageQuery($id: ID!, $hasSchedule: Boolean!, $owner: ID!, $first: Int!) @preloadable {
    schedule(id: $id) @include(if: $hasSchedule) {
      id
      name
      description
      color
      permissions
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
      ...WeekView_schedule
    }
    library(owner: $owner) {
      items(first: $first, query: { kinds: [PLAYLIST], sort: { field: NAME, order: ASC } }) {
        edges {
          node {
            __typename
            ... on Playlist {
              id
              name
            }
          }
        }
      }
    }
  }
`;

type LoadedSchedule = NonNullable<ScheduleEditPageQuery$data['schedule']>;
type ScheduleEditorAction = (typeof SCHEDULE_EDITOR_ACTIONS)[number];

export function ScheduleEditPage() {
  const { t } = useTranslation();
  return (
    <div className="music-page schedule-edit-page">
      <Suspense
        fallback={
          <LoadingRegion label={t('scheduleEditor.loading')}>
            <Skeleton width="16rem" height="2rem" />
            <Skeleton width="100%" height="24rem" />
          </LoadingRegion>
        }
      >
        <ScheduleEdit />
      </Suspense>
    </div>
  );
}

function ScheduleEdit() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const { action, returnPath } = useSearch(scheduleEditorSearch);
  const { schedule, library } = usePreloadedQuery<ScheduleEditPageQuery>(query, useLoaderData<PreloadedQuery<ScheduleEditPageQuery>>());
  const loaded = schedule ? fromRecurrences(schedule.slots.map(({ id, rrule, dtstart, duration, playlists }) => ({ id, rrule, dtstart, durationMs: duration, collections: playlists.map((playlist) => playlist.id) }))) : { slots: [] };
  const mode = editorMode(action, schedule, 'slots' in loaded);
  const back = returnPath ?? (schedule ? schedulePath(accountId, schedule.id) : `/accounts/${encodeURIComponent(accountId)}/library?filter=schedules`);
  const backLink = (
    <Link href={back} className="schedule-edit-page__back">
      {t('scheduleEditor.back')}
    </Link>
  );

  if (mode === 'readonly' || !('slots' in loaded)) return <ReadonlySchedule schedule={schedule!} backLink={backLink} />;

  const playlists = new Map<string, string>();
  for (const edge of library?.items.edges ?? []) if (edge.node.__typename === 'Playlist') playlists.set(edge.node.id, edge.node.name);
  for (const slot of schedule?.slots ?? []) for (const playlist of slot.playlists) if (!playlists.has(playlist.id)) playlists.set(playlist.id, playlist.name);
  const name = schedule?.name ?? '';
  const title = mode === 'create' ? t('scheduleEditor.createTitle') : t(mode === 'copy' ? 'scheduleEditor.copyTitle' : 'scheduleEditor.editTitle', { name });
  return (
    <>
      {backLink}
      <h1 className="music-header__title">{title}</h1>
      <ScheduleEditor
        // Another schedule or action is another editing session, with its own changes and history.
        key={`${mode}:${schedule?.id ?? ''}`}
        target={mode === 'edit' ? { kind: 'update', scheduleId: schedule!.id } : { kind: 'create', owner: accountId, copyOf: mode === 'copy' ? schedule!.id : null }}
        details={{ name: mode === 'copy' ? t('scheduleEditor.copyName', { name }) : name, description: schedule?.description ?? '', color: schedule?.color ?? SCHEDULE_COLORS[0].hex }}
        slots={loaded.slots}
        playlists={[...playlists].map(([id, playlistName]) => ({ id, name: playlistName }))}
        afterSave={(scheduleId) => returnPath ?? schedulePath(accountId, scheduleId)}
      />
    </>
  );
}

/**
 * What the editor does: create without a schedule; otherwise what the action asks when the account may
 * do it (EDIT to save over it, DUPLICATE to copy it), and show it readonly when not, or when its stored
 * slots are no valid week to edit.
 */
function editorMode(action: ScheduleEditorAction | undefined, schedule: LoadedSchedule | null | undefined, validWeek: boolean): ScheduleEditorAction {
  if (!schedule) return 'create';
  const may = (permission: LoadedSchedule['permissions'][number]) => validWeek && schedule.permissions.includes(permission);
  if (action === 'copy') return may('DUPLICATE') ? 'copy' : 'readonly';
  return action !== 'readonly' && may('EDIT') ? 'edit' : 'readonly';
}

function ReadonlySchedule({ schedule, backLink }: { schedule: LoadedSchedule; backLink: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {backLink}
      <h1 className="music-header__title">{schedule.name}</h1>
      <p>{t('scheduleEditor.readonlyNote')}</p>
      {schedule.description && <p className="music-header__description">{schedule.description}</p>}
      <section aria-labelledby="schedule-readonly-week">
        <h2 id="schedule-readonly-week">{t('scheduleEditor.week')}</h2>
        <WeekView schedule={schedule} />
      </section>
    </>
  );
}
