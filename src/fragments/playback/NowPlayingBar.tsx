// The persistent now-playing bar (issue 9 'Look and feel'): the zone being controlled (the last zone page
// visited in this account, ./controlledZone.ts) with its cover, track, play or pause and skip, linking to
// its zone page. It loads after first paint with its own query, and stays live through the zone's
// updates. On that zone's own pages the page has the controls, so the bar steps aside.
import { Component, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { NowPlayingBarQuery } from '../../__generated__/NowPlayingBarQuery.graphql';
import { RelayEnvironments } from '../../relay/RelayEnvironments';
import { zonePath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { NowPlayingTrack } from '../TrackRow';
import { controlledZoneOf, forgetControlledZone, useControlledZone } from './controlledZone';
import { usePlaybackCommands } from './playbackCommands';
import { PlayerControls, controlsDisabledReason } from './PlayerControls';
import { useClock, usePlaybackState } from './usePlaybackState';
import { useZoneUpdates } from './zoneUpdates';
import './NowPlayingBar.css';

const query = graphql`
  query NowPlayingBarQuery($zoneId: ID!) {
    soundZone(id: $zoneId) {
      id
      name
      ...usePlaybackState_soundZone
    }
  }
`;

export interface NowPlayingBarProps {
  accountId: string;
}

/** The bar for the account's controlled zone, if there is one and the page is not that zone's own. */
export function NowPlayingBar({ accountId }: NowPlayingBarProps) {
  const zoneId = useControlledZone(accountId);
  const { pathname } = useLocation();
  const onZonePage = zoneId !== null && pathname.includes(`/zones/${encodeURIComponent(zoneId)}`);
  if (!zoneId || onZonePage) return null;
  return (
    <RelayEnvironments>
      <BarLoader zoneId={zoneId} accountId={accountId} />
    </RelayEnvironments>
  );
}

function BarLoader({ zoneId, accountId }: { zoneId: string; accountId: string }) {
  const [reference, load] = useQueryLoader<NowPlayingBarQuery>(query);
  useEffect(() => load({ zoneId }, { fetchPolicy: 'store-and-network' }), [load, zoneId]);
  if (!reference) return null;
  return (
    <ForgetOnError onError={() => controlledZoneOf(accountId) === zoneId && forgetControlledZone(accountId)}>
      <Suspense fallback={null}>
        <Bar reference={reference} accountId={accountId} />
      </Suspense>
    </ForgetOnError>
  );
}

/** A zone that can no longer be read (deleted, access lost) is forgotten; the bar shows nothing. */
class ForgetOnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Bar({ reference, accountId }: { reference: PreloadedQuery<NowPlayingBarQuery>; accountId: string }) {
  const zone = usePreloadedQuery<NowPlayingBarQuery>(query, reference).soundZone;
  if (!zone) return null;
  return <BarContent zone={zone} accountId={accountId} />;
}

function BarContent({ zone, accountId }: { zone: NonNullable<NowPlayingBarQuery['response']['soundZone']>; accountId: string }) {
  const { t } = useTranslation();
  useZoneUpdates(zone.id);
  const playback = usePlaybackState(zone);
  const commands = usePlaybackCommands(playback, accountId);
  const now = useClock(playback.state === 'playing' && playback.track !== null);
  const duration = playback.track?.durationMs ?? 0;
  const progress = duration > 0 ? (playback.positionMs(now) / duration) * 100 : 0;
  const reason = controlsDisabledReason(playback);
  return (
    <aside className="now-playing-bar" aria-label={t('playback.miniPlayer', { zone: zone.name })}>
      <span className="now-playing-bar__progress" style={{ width: `${progress}%` }} aria-hidden="true" />
      <Link className="now-playing-bar__zone" href={zonePath(accountId, zone.id, '/player')} aria-label={t('playback.openZone', { zone: zone.name })}>
        {playback.track ? (
          <NowPlayingTrack track={playback.track} coverSize={48} albumLine={() => zone.name} titleAs="p" />
        ) : (
          <span className="now-playing-bar__empty">
            <span className="now-playing-bar__zone-name">{zone.name}</span>
            <span>{t('playback.nothingPlaying')}</span>
          </span>
        )}
      </Link>
      <PlayerControls playback={playback} commands={commands} size="compact" />
      {reason && <span className="now-playing-bar__reason">{t(`playback.disabled.${reason}`)}</span>}
    </aside>
  );
}
