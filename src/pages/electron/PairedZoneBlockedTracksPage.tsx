// /electron/paired-zone/blocked-tracks (core.md 2 'Desktop player shell', navigation.md 2.5): the tracks
// that never play in the paired zone, as the zone's blocked tracks page shows them, read as the paired
// device (which may unblock when the account does not restrict blocking).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PairedZoneBlockedTracksPageQuery } from '../../__generated__/PairedZoneBlockedTracksPageQuery.graphql';
import { ZoneBlockedTracks } from '../../fragments/zoneTracks/ZoneBlockedTracks';
import { ZoneTracksLoading } from '../../fragments/zoneTracks/ZoneTracksLoading';

const query = graphql`
  query PairedZoneBlockedTracksPageQuery($zoneId: ID!, $first: Int!) {
    soundZone(id: $zoneId) {
      ...ZoneBlockedTracks_soundZone @arguments(first: $first)
    }
  }
`;

function Blocked() {
  const { soundZone } = usePreloadedQuery<PairedZoneBlockedTracksPageQuery>(query, useLoaderData<PreloadedQuery<PairedZoneBlockedTracksPageQuery>>());
  return soundZone ? <ZoneBlockedTracks soundZone={soundZone} /> : null;
}

export function PairedZoneBlockedTracksPage() {
  const { t } = useTranslation();
  return (
    <section className="electron-page__section" aria-labelledby="paired-zone-blocked-title">
      <h2 id="paired-zone-blocked-title">{t('electron.menu.blockedTracks')}</h2>
      <p className="zone-tracks__note">{t('zonePage.blocked.intro')}</p>
      <Suspense fallback={<ZoneTracksLoading rows={3} />}>
        <Blocked />
      </Suspense>
    </section>
  );
}
