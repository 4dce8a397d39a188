// /discover/schedule/{id} and /accounts/{accountId}/your-music/schedules/{scheduleId} (core.md 2, 3
// 'Schedule'): a schedule's cover, name, description and how many zones play it, its week, and what
// can be done with it (keep it in the library, play it, share it) from its menu.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SchedulePageQuery } from '../../__generated__/SchedulePageQuery.graphql';
import { Artwork } from '../../fragments/Artwork';
import { LibraryButton } from '../../fragments/library/LibraryButton';
import { WeekView } from '../../fragments/schedule/WeekView';
import { SourceMenu } from '../../fragments/sourceMenu/SourceMenu';
import scheduleTexts from '../../i18n/en/schedules.json';
import { registerTexts } from '../../i18n/i18n';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { LoadingRegion } from '../../ui/Skeleton';
import { MusicHeaderSkeleton } from '../music/MusicPage';
import '../music/MusicPage.css';

registerTexts(scheduleTexts);

const COVER_SIZE = 144;

const query = graphql`
  query SchedulePageQuery($id: ID!, $accountId: ID!, $hasAccount: Boolean!) @preloadable {
    schedule(id: $id) {
      id
      name
      description
      shortDescription
      soundZoneCount
      inMusicLibrary(library: $accountId) @include(if: $hasAccount)
      display {
        ...Artwork_display
      }
      ...WeekView_schedule
    }
    account(id: $accountId) @include(if: $hasAccount) {
      ...LibraryButton_account
    }
  }
`;

export function SchedulePage() {
  const { t } = useTranslation();
  return (
    <div className="music-page">
      <Suspense
        fallback={
          <LoadingRegion label={t('schedules.loading')}>
            <MusicHeaderSkeleton />
          </LoadingRegion>
        }
      >
        <Schedule />
      </Suspense>
    </div>
  );
}

function Schedule() {
  const { t } = useTranslation();
  const accountId = useSelectedAccountId() ?? null;
  const { schedule, account } = usePreloadedQuery<SchedulePageQuery>(query, useLoaderData<PreloadedQuery<SchedulePageQuery>>());
  if (!schedule) return null;
  const description = schedule.description ?? schedule.shortDescription;
  return (
    <>
      <header className="music-header">
        <Artwork display={schedule.display} size={COVER_SIZE} />
        <div className="music-header__text">
          <p className="music-header__kind">{t('schedules.kind')}</p>
          <h1 className="music-header__title">{schedule.name}</h1>
          {description && <p className="music-header__description">{description}</p>}
          <p className="music-header__statistics">{t('schedules.zoneCount', { count: schedule.soundZoneCount })}</p>
          <div className="music-header__actions">
            <LibraryButton accountId={accountId} item={{ id: schedule.id, kind: 'SCHEDULE', name: schedule.name }} inLibrary={schedule.inMusicLibrary ?? false} account={account} />
            <SourceMenu source={{ id: schedule.id, kind: 'schedule', title: schedule.name }} accountId={accountId} />
          </div>
        </div>
      </header>
      <section aria-labelledby="schedule-week">
        <h2 id="schedule-week">{t('schedules.week')}</h2>
        <WeekView schedule={schedule} />
      </section>
    </>
  );
}
