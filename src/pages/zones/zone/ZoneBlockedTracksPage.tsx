// /zones/{zoneId}/player/blocked-tracks (core.md 2, 3): the tracks that never play in the zone, its own
// blocks and its location's and account's. Unblocking (BLOCK_TRACKS) takes the track off the list at
// once and offers to undo it (src/fragments/zoneTracks/ZoneBlockedTracks.tsx).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ZoneBlockedTracksPageQuery } from '../../../__generated__/ZoneBlockedTracksPageQuery.graphql';
import { ZoneBlockedTracks } from '../../../fragments/zoneTracks/ZoneBlockedTracks';
import { ZoneTracksLoading } from '../../../fragments/zoneTracks/ZoneTracksLoading';

const query = graphql`
  query ZoneBlockedTracksPageQuery($zoneId: ID!, $first: Int!) @preloadable {
    soundZone(id: $zoneId) {
      ...ZoneBlockedTracks_soundZone @arguments(first: $first)
    }
  }
`;

export function ZoneBlockedTracksPage() {
  const { t } = useTranslation();
  return (
    <section className="zone-card" aria-labelledby="zone-blocked-title">
      <h2 id="zone-blocked-title" className="zone-card__title">
        {t('zonePage.blocked.title')}
      </h2>
      <p className="zone-card__muted">{t('zonePage.blocked.intro')}</p>
      <Suspense fallback={<ZoneTracksLoading rows={3} />}>
        <Blocked />
      </Suspense>
    </section>
  );
}

function Blocked() {
  const data = usePreloadedQuery<ZoneBlockedTracksPageQuery>(query, useLoaderData<PreloadedQuery<ZoneBlockedTracksPageQuery>>());
  return data.soundZone ? <ZoneBlockedTracks soundZone={data.soundZone} /> : null;
}
