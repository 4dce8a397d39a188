// /zones/{zoneId}/player and /player/{action} (core.md 2, 4 'Playback'): what plays now with its cover,
// position and controls, where it plays from, the play order, crossfade and the queue. Every control
// shows its effect at once and is undone when the server refuses it (src/fragments/playback). An action
// in the path (DECISIONS.md 'Player actions') brings its control into focus.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, ProgressBar, Radio, RadioGroup, Switch } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import { useParams } from 'react-router';
import type { ZonePlayerPage_soundZone$key } from '../../../__generated__/ZonePlayerPage_soundZone.graphql';
import { Artwork } from '../../../fragments/Artwork';
import { ActiveOverrideNote } from '../../../fragments/playback/ActiveOverrideNote';
import { usePlaybackCommands } from '../../../fragments/playback/playbackCommands';
import type { PlaybackCommands } from '../../../fragments/playback/playbackCommands';
import { PlayerControls, controlsDisabledReason } from '../../../fragments/playback/PlayerControls';
import { useClock, usePlaybackState } from '../../../fragments/playback/usePlaybackState';
import type { ZonePlayback } from '../../../fragments/playback/usePlaybackState';
import { VolumeSlider } from '../../../fragments/playback/VolumeSlider';
import { NowPlayingTrack, TrackRow } from '../../../fragments/TrackRow';
import { PlayInThisBrowser } from '../../../fragments/PlayInThisBrowser';
import { openPlayTo } from '../../../fragments/playSource/openPlayTo';
import { CURRENT_ACCOUNT, zonePath } from '../../../routing/paths';
import { musicPath } from '../../music/musicQueries';
import { Link } from '../../../ui/Link';
import { formatDuration } from '../../../domain/playbackControl';
import { useZoneOutlet } from './zoneOutlet';

const fragment = graphql`
  fragment ZonePlayerPage_soundZone on SoundZone {
    id
    name
    permissions
    ...usePlaybackState_soundZone
    location {
      timezone
    }
    playFrom {
      id
      name
      display {
        ...Artwork_display
      }
    }
  }
`;

/** Players paired from their own pages; this browser plays from the button below. */
const PAIRABLE_KINDS = ['hardware', 'desktop', 'mobile', 'sonos'] as const;

/** The element each player action of the path focuses. */
const ACTION_TARGETS: Record<string, string> = { assign: 'source', queue: 'queue', 'clear-queue': 'clear-queue', skip: 'skip', volume: 'volume' };

export function ZonePlayerPage() {
  const { t } = useTranslation();
  const zone = useFragment<ZonePlayerPage_soundZone$key>(fragment, useZoneOutlet().soundZone);
  const playback = usePlaybackState(zone);
  // An override plays its own source while it lasts; the zone's own comes back after it.
  const shownSource = playback.activeOverride?.source ?? zone.playFrom;
  const { accountId } = useParams();
  const commands = usePlaybackCommands(playback, accountId ?? CURRENT_ACCOUNT);
  const reasonId = useId();
  const reason = controlsDisabledReason(playback);
  const ids = useActionFocus(useId());
  return (
    <div className="zone-player">
      <section className="zone-player__now" aria-labelledby={ids.now}>
        <h2 id={ids.now} className="zone-player__eyebrow">
          {t('zonePage.player.nowPlaying')} · {t(`playback.state.${playback.state}`, { defaultValue: playback.state })}
        </h2>
        {playback.track ? (
          <NowPlayingTrack track={playback.track} coverSize={240} albumLine={(album) => t('zonePage.player.album', { album })} titleAs="p" />
        ) : (
          <div className="now-playing-track">
            <span className="zone-player__empty-cover" aria-hidden="true">
              ♪
            </span>
            <p className="now-playing-track__title">{t('playback.nothingPlaying')}</p>
          </div>
        )}
        <TrackProgress playback={playback} />
        <div className="zone-player__transport" id={ids.skip}>
          <PlayerControls playback={playback} commands={commands} describedBy={reason ? reasonId : undefined} />
          <div className="zone-player__volume" id={ids.volume}>
            <VolumeSlider volume={playback.volume} onChange={commands.setVolume} isDisabled={reason !== null} describedBy={reason ? reasonId : undefined} />
          </div>
        </div>
        {reason && (
          <p id={reasonId} className="zone-player__reason" role="note">
            {t(`playback.disabled.${reason}`)}
          </p>
        )}
        {(reason === 'unpaired' || reason === 'offline') && zone.permissions.includes('PAIR') && accountId && <PairLinks accountId={accountId} zoneId={zone.id} />}
        {playback.canControl && <PlayInThisBrowser zoneId={zone.id} zoneName={zone.name} />}
      </section>
      <div className="zone-player__side">
        <section className="zone-card" aria-labelledby={ids.source} id={ids.sourceSection}>
          <h2 id={ids.source} className="zone-card__title">
            {t('zonePage.player.playingFrom')}
          </h2>
          {accountId && playback.activeOverride && <ActiveOverrideNote activeOverride={playback.activeOverride} accountId={accountId} timeZone={zone.location.timezone} />}
          {shownSource ? (
            <div className="zone-player__source">
              <Artwork display={shownSource.display} size={64} />
              <span className="zone-player__source-name">{shownSource.name}</span>
              {accountId && (
                <Button className="button" data-variant="quiet" onPress={() => openPlayTo({ accountId, source: { id: shownSource.id, title: shownSource.name } })}>
                  {t('zonePage.player.playElsewhere')}
                </Button>
              )}
            </div>
          ) : (
            <p className="zone-card__muted">{t('zonePage.player.noSource')}</p>
          )}
          {playback.activeOverride && zone.playFrom && <p className="zone-card__muted">{t('zonePage.player.afterOverride', { name: zone.playFrom.name })}</p>}
          {playback.slotPlaylist && (
            <p className="zone-card__muted">
              {t('zonePage.player.slotPlaylist')} <Link href={musicPath(playback.slotPlaylist.id)}>{playback.slotPlaylist.name}</Link>
            </p>
          )}
          {playback.nextSlotStartsAt && (
            <p className="zone-card__muted">{t('zonePage.player.nextSlot', { time: new Date(playback.nextSlotStartsAt).toLocaleString(undefined, { weekday: 'short', hour: '2-digit', minute: '2-digit' }) })}</p>
          )}
          <PlayOrder playback={playback} commands={commands} isDisabled={reason !== null} />
          {playback.hasSettings && (
            <Switch className="zone-switch" isSelected={playback.crossfade ?? false} onChange={commands.setCrossfade} isDisabled={!playback.canControl}>
              <span className="zone-switch__track" aria-hidden="true">
                <span className="zone-switch__thumb" />
              </span>
              {t('zonePage.player.crossfade')}
            </Switch>
          )}
        </section>
        <Queue playback={playback} commands={commands} headingId={ids.queue} clearId={ids.clearQueue} />
      </div>
    </div>
  );
}

/** The pair pages of each kind of player a zone without a working one can be given (core.md 2). */
function PairLinks({ accountId, zoneId }: { accountId: string; zoneId: string }) {
  const { t } = useTranslation();
  return (
    <nav className="zone-player__pair" aria-label={t('zonePage.player.pair')}>
      {PAIRABLE_KINDS.map((kind) => (
        <Link key={kind} href={zonePath(accountId, zoneId, `/player/pair/${kind}`)}>
          {t(`zonePage.player.pairWith.${kind}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Ids of the page's parts, and the focus the path's action asks for. */
function useActionFocus(base: string) {
  const { action } = useParams();
  const ids = {
    now: `${base}-now`,
    skip: `${base}-skip`,
    volume: `${base}-volume`,
    source: `${base}-source`,
    sourceSection: `${base}-source-section`,
    queue: `${base}-queue`,
    clearQueue: `${base}-clear-queue`,
  };
  useEffect(() => {
    const target = action ? ACTION_TARGETS[action] : undefined;
    const element = { source: ids.sourceSection, queue: ids.queue, 'clear-queue': ids.clearQueue, skip: ids.skip, volume: ids.volume }[target ?? ''];
    if (!element) return;
    const container = document.getElementById(element);
    const focusable = container?.matches('button, input') ? container : container?.querySelector<HTMLElement>('input, button:not([disabled])');
    (focusable ?? container)?.focus();
  }, [action, ids.sourceSection, ids.queue, ids.clearQueue, ids.skip, ids.volume]);
  return ids;
}

function TrackProgress({ playback }: { playback: ZonePlayback }) {
  const { t } = useTranslation();
  const now = useClock(playback.state === 'playing' && playback.track !== null);
  const duration = playback.track?.durationMs ?? 0;
  const position = playback.positionMs(now);
  const text = t('zonePage.player.position', { elapsed: formatDuration(position), duration: formatDuration(duration) });
  return (
    <ProgressBar className="zone-progress" aria-label={t('zonePage.player.progress')} value={position} maxValue={Math.max(duration, 1)} valueLabel={text}>
      {({ percentage }) => (
        <>
          <span className="zone-progress__bar">
            <span className="zone-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
          <span className="zone-progress__times" aria-hidden="true">
            <span>{formatDuration(position)}</span>
            <span>{formatDuration(duration)}</span>
          </span>
        </>
      )}
    </ProgressBar>
  );
}

function PlayOrder({ playback, commands, isDisabled }: { playback: ZonePlayback; commands: PlaybackCommands; isDisabled: boolean }) {
  const { t } = useTranslation();
  if (playback.availablePlayOrders.length < 2) return null;
  return (
    <RadioGroup className="zone-segmented" value={playback.playOrder} onChange={commands.setPlayOrder} isDisabled={isDisabled} orientation="horizontal">
      <Label className="zone-segmented__label">{t('zonePage.player.playOrder')}</Label>
      <div className="zone-segmented__options">
        {playback.availablePlayOrders.map((order) => (
          <Radio key={order} value={order} className="zone-segmented__option">
            {t(`zonePage.player.order.${order}`, { defaultValue: order })}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

function Queue({ playback, commands, headingId, clearId }: { playback: ZonePlayback; commands: PlaybackCommands; headingId: string; clearId: string }) {
  const { t } = useTranslation();
  const tierNoteId = useId();
  const blocked = !playback.canControl || !playback.canClearQueue;
  return (
    <section className="zone-card" aria-labelledby={headingId}>
      <div className="zone-card__header">
        <h2 id={headingId} className="zone-card__title" tabIndex={-1}>
          {t('zonePage.player.queue')}
        </h2>
        {playback.queue.length > 0 && (
          <Button id={clearId} className="zone-text-button" isDisabled={blocked} onPress={commands.clearQueue} aria-describedby={!playback.canClearQueue ? tierNoteId : undefined}>
            {t('zonePage.player.clearQueue')}
          </Button>
        )}
      </div>
      {!playback.canClearQueue && playback.queue.length > 0 && (
        <p id={tierNoteId} className="zone-card__muted">
          {t('zonePage.player.clearQueueTier')}
        </p>
      )}
      {playback.queue.length === 0 ? (
        <p className="zone-card__muted">{t('zonePage.player.queueEmpty')}</p>
      ) : (
        <ol className="zone-list">
          {playback.queue.map((track, index) => (
            <li key={`${track.id}-${index}`}>
              <TrackRow track={track} detail={<span className="zone-badge">{t('zonePage.player.queued')}</span>} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
