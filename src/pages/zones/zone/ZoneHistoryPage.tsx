// /zones/{zoneId}/player/history?date= (core.md 2): the tracks the zone played, newest first, on one day
// of the location's time zone or the latest, a page at a time.
import { Suspense, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Calendar, DatePicker, Dialog, Group, Label, Popover } from 'react-aria-components';
import { parseDate, today } from '@internationalized/date';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { ZoneHistoryPage_soundZone$key } from '../../../__generated__/ZoneHistoryPage_soundZone.graphql';
import type { ZoneHistoryPagePaginationQuery } from '../../../__generated__/ZoneHistoryPagePaginationQuery.graphql';
import type { ZoneHistoryPageQuery } from '../../../__generated__/ZoneHistoryPageQuery.graphql';
import { TrackRow } from '../../../fragments/TrackRow';
import { TrackPreviewButton } from '../../../preview/TrackPreviewButton';
import { Button } from '../../../ui/Button';
import { CalendarMonth, DateSegments } from '../../../ui/DateFields';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { historyDateOf, withHistoryDate } from './historyDate';
import { ZONE_LIST_PAGE_SIZE } from './zoneQueries';

const query = graphql`
  query ZoneHistoryPageQuery($zoneId: ID!, $date: Date, $first: Int!) @preloadable {
    soundZone(id: $zoneId) {
      location {
        timezone
      }
      ...ZoneHistoryPage_soundZone @arguments(date: $date, first: $first)
    }
  }
`;

const fragment = graphql`
  fragment ZoneHistoryPage_soundZone on SoundZone
  @refetchable(queryName: "ZoneHistoryPagePaginationQuery")
  @argumentDefinitions(date: { type: "Date" }, first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    playbackHistory(first: $first, after: $after, date: $date) @connection(key: "ZoneHistoryPage_playbackHistory", filters: ["date"]) {
      edges {
        node {
          id
          startedAt
          playFrom {
            __typename
            ... on ManuallyQueued {
              __typename
            }
            ... on Playlist {
              name
            }
            ... on ScheduleSource {
              schedule {
                name
              }
              playlist {
                name
              }
            }
          }
          track {
            ...TrackRow_track
            ...TrackPreviewButton_track
          }
        }
      }
    }
  }
`;

export function ZoneHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className="zone-card" aria-labelledby="zone-history-title">
      <div className="zone-card__header">
        <h2 id="zone-history-title" className="zone-card__title">
          {t('zonePage.history.title')}
        </h2>
      </div>
      <Suspense
        fallback={
          <LoadingRegion label={t('zonePage.loading')}>
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} width="100%" height="48px" />
            ))}
          </LoadingRegion>
        }
      >
        <History />
      </Suspense>
    </section>
  );
}

function History() {
  const data = usePreloadedQuery<ZoneHistoryPageQuery>(query, useLoaderData<PreloadedQuery<ZoneHistoryPageQuery>>());
  const zone = data.soundZone;
  if (!zone) return null;
  return (
    <>
      <HistoryDateFilter timeZone={zone.location.timezone} />
      <HistoryList soundZone={zone} timeZone={zone.location.timezone} />
    </>
  );
}

/** The day to show, in the location's time zone; the URL keeps it (?date=YYYY-MM-DD). */
function HistoryDateFilter({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const date = historyDateOf(location.search);
  const go = (next: string | null) => void navigate({ pathname: location.pathname, search: withHistoryDate(location.search, next) });
  return (
    <div className="zone-history__filter">
      <DatePicker className="date-picker" value={date ? parseDate(date) : null} onChange={(value) => value && go(value.toString())} maxValue={today(timeZone)}>
        <Label className="field__label">{t('zonePage.history.date')}</Label>
        <Group className="date-picker__group">
          <DateSegments />
          <AriaButton className="date-picker__button">▾</AriaButton>
        </Group>
        <Popover className="date-picker__popover">
          <Dialog className="date-picker__dialog">
            <Calendar>
              <CalendarMonth />
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      {date && <Button onPress={() => go(null)}>{t('zonePage.history.allDates')}</Button>}
      <p className="zone-card__muted">{t('zonePage.history.timeZone', { timeZone })}</p>
    </div>
  );
}

function HistoryList({ soundZone, timeZone }: { soundZone: ZoneHistoryPage_soundZone$key; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ZoneHistoryPagePaginationQuery, ZoneHistoryPage_soundZone$key>(fragment, soundZone);
  const [, startTransition] = useTransition();
  const dated = historyDateOf(useLocation().search) !== null;
  const format = new Intl.DateTimeFormat(i18n.language === 'cimode' ? 'en' : i18n.language, dated ? { timeZone, timeStyle: 'short' } : { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const edges = data.playbackHistory.edges;
  if (edges.length === 0) return <p className="zone-card__muted">{dated ? t('zonePage.history.empty') : t('zonePage.history.emptyAll')}</p>;
  return (
    <>
      <ol className="zone-list">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <TrackRow
              track={node.track}
              detail={
                <>
                  <time dateTime={node.startedAt}>{format.format(new Date(node.startedAt))}</time>
                  {node.playFrom?.__typename === 'ManuallyQueued' && <span className="zone-badge">{t('zonePage.history.queued')}</span>}
                  {node.playFrom?.__typename === 'Playlist' && <span>{t('zonePage.history.from', { source: node.playFrom.name })}</span>}
                  {node.playFrom?.__typename === 'ScheduleSource' && (
                    <span>{t('zonePage.history.fromSchedule', { schedule: node.playFrom.schedule.name, playlist: node.playFrom.playlist?.name ?? '' })}</span>
                  )}
                </>
              }
              // The zone played it, so it is available in the zone's market (the engine plays nothing else).
              actions={<TrackPreviewButton track={node.track} isAvailable />}
            />
          </li>
        ))}
      </ol>
      {hasNext && (
        <Button isPending={isLoadingNext} onPress={() => startTransition(() => void loadNext(ZONE_LIST_PAGE_SIZE))}>
          {t('zonePage.history.loadMore')}
        </Button>
      )}
    </>
  );
}
