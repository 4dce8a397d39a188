// /electron/paired-zone (core.md 2 'Desktop player shell', 4 'Devices and pairing'; navigation.md 2.5,
// 2.13): the zone this computer plays, read as the paired device, with the shell's sidebar: the zone's
// recently played and blocked songs (its child pages), and unpair. The music plays here through the web
// player; Space (from the shell) toggles play and pause; Unpair pauses, unpairs and forgets the pairing,
// unless the account restricts unpairing (only the acknowledgement shows); an unresolved soon-unsupported
// error shows the persistent soonUnsupported notice with 'accept update', which goes as soon as the
// error is resolved (the zone's realtime update, as the device).
import { Suspense, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, RelayEnvironmentProvider, useFragment, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import type { PairedZonePageQuery } from '../../__generated__/PairedZonePageQuery.graphql';
import type { PairedZonePage_soundZone$key } from '../../__generated__/PairedZonePage_soundZone.graphql';
import type { PairedZonePageUpdateSubscription } from '../../__generated__/PairedZonePageUpdateSubscription.graphql';
import { desktopBridge } from '../../app/desktopBridge';
import { confirm } from '../../app/modals/ConfirmDialog';
import { Button } from '../../ui/Button';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import electronTexts from '../../i18n/en/electron.json';
import { registerTexts } from '../../i18n/i18n';
import { DESKTOP_PAIRED_ZONE_PATH } from '../../routing/paths';
import { showsSoonUnsupported, unpairOutcome } from './desktopPairing';
import { currentPairing, deviceEnvironment, unpairDeliberately } from './deviceSession';
import { onPairedPlayingChange, pairedZonePlaying } from './pairedPlayback';
import './electron.css';

registerTexts(electronTexts);

const query = graphql`
  query PairedZonePageQuery($zoneId: ID!) {
    soundZone(id: $zoneId) {
      ...PairedZonePage_soundZone
    }
  }
`;

const zoneFragment = graphql`
  fragment PairedZonePage_soundZone on SoundZone {
    name
    account {
      businessName
      restrictedUnpairing
    }
    errors(state: unresolved) {
      edges {
        node {
          cause
          resolved
        }
      }
    }
  }
`;

const zoneUpdate = graphql`
  subscription PairedZonePageUpdateSubscription($zoneId: ID!) {
    soundZoneUpdate(input: { soundZone: $zoneId }) {
      soundZone {
        ...PairedZonePage_soundZone
      }
    }
  }
`;

/** What the page shows of the zone, kept as it is now: an error raised or resolved, unpairing restricted. */
function usePairedZoneUpdates(zoneId: string): void {
  useSubscription<PairedZonePageUpdateSubscription>(useMemo(() => ({ subscription: zoneUpdate, variables: { zoneId } }), [zoneId]));
}

function PairedZone() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<PairedZonePageQuery>(query, useLoaderData<PreloadedQuery<PairedZonePageQuery>>());
  const soundZone = useFragment<PairedZonePage_soundZone$key>(zoneFragment, data.soundZone);
  const playing = useSyncExternalStore(onPairedPlayingChange, pairedZonePlaying);
  usePairedZoneUpdates(currentPairing()!.zoneId);

  if (!soundZone) return <p role="alert">{t('electron.pairedZone.notFound')}</p>;
  const soonUnsupported = showsSoonUnsupported(soundZone.errors.edges.map(({ node }) => ({ cause: node.cause, resolved: node.resolved })));

  const unpair = async () => {
    if (unpairOutcome(soundZone.account.restrictedUnpairing) === 'acknowledge') {
      await confirm({ type: 'acknowledge', title: t('electron.unpairBlocked.title'), message: t('electron.unpairBlocked.message') });
      return;
    }
    await unpairDeliberately();
  };

  return (
    <div className="electron-shell">
      <nav aria-label={t('electron.pairedZone.menu')} className="electron-shell__sidebar">
        <ul>
          <li>
            <NavLink to={DESKTOP_PAIRED_ZONE_PATH} end>
              {t('electron.menu.nowPlaying')}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${DESKTOP_PAIRED_ZONE_PATH}/history`}>{t('electron.menu.history')}</NavLink>
          </li>
          <li>
            <NavLink to={`${DESKTOP_PAIRED_ZONE_PATH}/blocked-tracks`}>{t('electron.menu.blockedTracks')}</NavLink>
          </li>
        </ul>
        <Button onPress={() => void unpair()}>{t('electron.menu.unpair')}</Button>
      </nav>
      <div className="electron-page">
        {soonUnsupported && (
          <div className="electron-page__notice" role="status">
            <p>{t('electron.soonUnsupported.message')}</p>
            <Button onPress={() => desktopBridge()?.acceptUpdate()}>{t('electron.soonUnsupported.acceptUpdate')}</Button>
          </div>
        )}
        <h1>{soundZone.name}</h1>
        <p>{soundZone.account.businessName}</p>
        <p role="status">{playing ? t('electron.pairedZone.playing', { zone: soundZone.name }) : t('electron.pairedZone.paused')}</p>
        <Outlet />
      </div>
    </div>
  );
}

export function PairedZonePage() {
  const { t } = useTranslation();
  // The route's loader has redirected to the desktop login when nothing is paired.
  if (!currentPairing()) return null;
  return (
    <RelayEnvironmentProvider environment={deviceEnvironment()}>
      <Suspense
        fallback={
          <LoadingRegion label={t('electron.pairedZone.loading')}>
            <Skeleton width="40%" height="2rem" />
            <Skeleton width="60%" />
          </LoadingRegion>
        }
      >
        <PairedZone />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
