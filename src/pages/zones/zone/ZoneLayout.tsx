// /accounts/{accountId}/zones/{zoneId} (core.md 2 'Zones and locations'): the zone's name, location and
// status over tabs for its player, history, blocked tracks, remote and settings. It keeps the zone live
// (playback, track and zone updates) for every tab and makes it the zone the now-playing bar controls.
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData, useParams } from 'react-router';
import type { ZoneLayoutQuery } from '../../../__generated__/ZoneLayoutQuery.graphql';
import { rememberControlledZone } from '../../../fragments/playback/controlledZone';
import { useZoneUpdates } from '../../../fragments/playback/zoneUpdates';
import { ZoneStatusBadge } from '../../../fragments/ZoneStatusBadge';
import { ZoneSubscriptionLink } from '../../../fragments/subscription/ZoneSubscriptionLink';
import zonePageTexts from '../../../i18n/en/zonePage.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath, zonePath } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { ZoneNotFound } from './ZoneNotFound';
import type { ZoneOutletContext } from './zoneOutlet';
import './ZonePages.css';

registerTexts(zonePageTexts);

// The tabs render in this layout's outlet and read their fragments of the zone it loaded (./zoneOutlet.ts).
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query ZoneLayoutQuery($zoneId: ID!) @preloadable {
    soundZone(id: $zoneId) {
      id
      name
      account {
        id
      }
      location {
        id
        name
      }
      ...ZoneStatusBadge_soundZone
      ...ZoneSubscriptionLink_soundZone
      ...ZonePlayerPage_soundZone
      ...ZoneRemotePage_soundZone
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

const TABS = [
  { to: 'player', key: 'player', end: true },
  { to: 'player/history', key: 'history', end: false },
  { to: 'player/blocked-tracks', key: 'blockedTracks', end: false },
  { to: 'remote', key: 'remote', end: false },
  { to: 'settings', key: 'settings', end: false },
] as const;

export function ZoneLayout() {
  return (
    <div className="zone-page">
      <Suspense fallback={<ZoneSkeleton />}>
        <Zone />
      </Suspense>
    </div>
  );
}

function ZoneSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('zonePage.loading')}>
      <Skeleton width="40%" height="2rem" />
      <div className="zone-page__skeleton-hero">
        <Skeleton width={240} height={240} radius="var(--radius)" />
        <div className="zone-page__skeleton-lines">
          <Skeleton width="60%" height="1.5rem" />
          <Skeleton width="40%" />
          <Skeleton width="100%" height="6px" />
        </div>
      </div>
    </LoadingRegion>
  );
}

function Zone() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ZoneLayoutQuery>(query, useLoaderData<PreloadedQuery<ZoneLayoutQuery>>());
  // Links keep the account as the address names it ('_' for the current one).
  const { accountId = '_' } = useParams();
  const zone = data.soundZone;
  if (!zone) return <ZoneNotFound />;
  return (
    <>
      <LiveZone zoneId={zone.id} accountId={zone.account.id} />
      <header className="zone-page__header">
        <Link className="zone-page__back" href={`${accountPath(accountId)}/zones`}>
          {t('zonePage.backToZones')}
        </Link>
        <div className="zone-page__title-row">
          <h1 className="zone-page__title">{zone.name}</h1>
          <ZoneStatusBadge soundZone={zone} showCodes />
          <ZoneSubscriptionLink accountId={accountId} soundZone={zone} />
        </div>
        <p className="zone-page__location">
          <Link href={accountPath(accountId, `/zones/location/${encodeURIComponent(zone.location.id)}/details`)}>{zone.location.name}</Link>
        </p>
      </header>
      <nav className="zone-page__tabs" aria-label={t('zonePage.tabs')}>
        {TABS.map((tab) => (
          <NavLink key={tab.key} to={zonePath(accountId, zone.id, `/${tab.to}`)} end={tab.end} className="zone-page__tab">
            {t(`zonePage.tab.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet context={{ soundZone: zone } satisfies ZoneOutletContext} />
    </>
  );
}

/** Keeps the zone live and makes it the one the now-playing bar controls. */
function LiveZone({ zoneId, accountId }: { zoneId: string; accountId: string }) {
  useZoneUpdates(zoneId);
  useEffect(() => rememberControlledZone(accountId, zoneId), [accountId, zoneId]);
  return null;
}
