// A zone's playback history (core.md 2): the tracks it played, newest first, on one day of the location's
// time zone (?date=YYYY-MM-DD, kept in the URL) or the latest, a page at a time. The zone's history page
// and the desktop shell's recently played show it.
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Calendar, DatePicker, Dialog, Group, Label, Popover } from 'react-aria-components';
import { parseDate, today } from '@internationalized/date';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { ZoneHistory_soundZone$key } from '../../__generated__/ZoneHistory_soundZone.graphql';
import type { ZoneHistoryPaginationQuery } from '../../__generated__/ZoneHistoryPaginationQuery.graphql';
import zonePageTexts from '../../i18n/en/zonePage.json';
import { registerTexts } from '../../i18n/i18n';
import { TrackPreviewButton } from '../../preview/TrackPreviewButton';
import { Button } from '../../ui/Button';
import { CalendarMonth, DateSegments } from '../../ui/DateFields';
import { TrackRow } from '../TrackRow';
import { historyDateOf, withHistoryDate } from './historyDate';
import { ZONE_TRACKS_PAGE_SIZE } from './pageSize';
import './ZoneTracks.css';

registerTexts(zonePageTexts);

const fragment = graphql`
  fragment ZoneHistory_soundZone on SoundZone
  @refetchable(queryName: "ZoneHistoryPaginationQuery")
  @argumentDefinitions(date: { type: "Date" }, first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    playbackHistory(first: $first, after: $after, date: $date) @connection(key: "ZoneHistory_playbackHistory", filters: ["date"]) {
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

/** The day to show, in the location's time zone; the URL keeps it (?date=YYYY-MM-DD). */
function HistoryDateFilter({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const date = historyDateOf(location.search);
  const go = (next: string | null) => void navigate({ pathname: location.pathname, search: withHistoryDate(location.search, next) });
  return (
    <div className="zone-tracks__filter">
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
      <p className="zone-tracks__note">{t('zonePage.history.timeZone', { timeZone })}</p>
    </div>
  );
}

function HistoryList({ soundZone, timeZone }: { soundZone: ZoneHistory_soundZone$key; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ZoneHistoryPaginationQuery, ZoneHistory_soundZone$key>(fragment, soundZone);
  const [, startTransition] = useTransition();
  const dated = historyDateOf(useLocation().search) !== null;
  const format = new Intl.DateTimeFormat(i18n.language === 'cimode' ? 'en' : i18n.language, dated ? { timeZone, timeStyle: 'short' } : { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const edges = data.playbackHistory.edges;
  if (edges.length === 0) return <p className="zone-tracks__note">{dated ? t('zonePage.history.empty') : t('zonePage.history.emptyAll')}</p>;
  return (
    <>
      <ol className="zone-tracks__list">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <TrackRow
              track={node.track}
              detail={
                <>
                  <time dateTime={node.startedAt}>{format.format(new Date(node.startedAt))}</time>
                  {node.playFrom?.__typename === 'ManuallyQueued' && <span className="zone-tracks__badge">{t('zonePage.history.queued')}</span>}
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
        <Button isPending={isLoadingNext} onPress={() => startTransition(() => void loadNext(ZONE_TRACKS_PAGE_SIZE))}>
          {t('zonePage.history.loadMore')}
        </Button>
      )}
    </>
  );
}

/** The date filter and the day's tracks, in the location's time zone. */
export function ZoneHistory({ soundZone, timeZone }: { soundZone: ZoneHistory_soundZone$key; timeZone: string }) {
  return (
    <>
      <HistoryDateFilter timeZone={timeZone} />
      <HistoryList soundZone={soundZone} timeZone={timeZone} />
    </>
  );
}
