// /zones/{zoneId}/player/history?date= (core.md 2): the tracks the zone played, newest first, on one day
// of the location's time zone or the latest, a page at a time.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ZoneHistoryPageQuery } from '../../../__generated__/ZoneHistoryPageQuery.graphql';
import { ZoneHistory } from '../../../fragments/zoneTracks/ZoneHistory';
import { ZoneTracksLoading } from '../../../fragments/zoneTracks/ZoneTracksLoading';

const query = graphql`
  query ZoneHistoryPageQuery($zoneId: ID!, $date: Date, $first: Int!) @preloadable {
    soundZone(id: $zoneId) {
      location {
        timezone
      }
      ...ZoneHistory_soundZone @arguments(date: $date, first: $first)
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
      <Suspense fallback={<ZoneTracksLoading rows={5} />}>
        <History />
      </Suspense>
    </section>
  );
}

function History() {
  const data = usePreloadedQuery<ZoneHistoryPageQuery>(query, useLoaderData<PreloadedQuery<ZoneHistoryPageQuery>>());
  const zone = data.soundZone;
  if (!zone) return null;
  return <ZoneHistory soundZone={zone} timeZone={zone.location.timezone} />;
}
