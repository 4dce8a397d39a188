// /electron/paired-zone/history?date= (core.md 2 'Desktop player shell', navigation.md 2.5): the paired
// zone's recently played tracks, as the zone's history page shows them, read as the paired device.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PairedZoneHistoryPageQuery } from '../../__generated__/PairedZoneHistoryPageQuery.graphql';
import { ZoneHistory } from '../../fragments/zoneTracks/ZoneHistory';
import { ZoneTracksLoading } from '../../fragments/zoneTracks/ZoneTracksLoading';

const query = graphql`
  query PairedZoneHistoryPageQuery($zoneId: ID!, $date: Date, $first: Int!) {
    soundZone(id: $zoneId) {
      location {
        timezone
      }
      ...ZoneHistory_soundZone @arguments(date: $date, first: $first)
    }
  }
`;

function History() {
  const { soundZone } = usePreloadedQuery<PairedZoneHistoryPageQuery>(query, useLoaderData<PreloadedQuery<PairedZoneHistoryPageQuery>>());
  return soundZone ? <ZoneHistory soundZone={soundZone} timeZone={soundZone.location.timezone} /> : null;
}

export function PairedZoneHistoryPage() {
  const { t } = useTranslation();
  return (
    <section className="electron-page__section" aria-labelledby="paired-zone-history-title">
      <h2 id="paired-zone-history-title">{t('electron.menu.history')}</h2>
      <Suspense fallback={<ZoneTracksLoading rows={5} />}>
        <History />
      </Suspense>
    </section>
  );
}
