// Play or pause, and skip, for one zone: large on the zone page, compact in the now-playing bar.
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import playbackTexts from '../../i18n/en/playback.json';
import { registerTexts } from '../../i18n/i18n';
import { PauseIcon, PlayIcon, SkipIcon } from './icons';
import type { PlaybackCommands } from './playbackCommands';
import type { ZonePlayback } from './usePlaybackState';
import './PlayerControls.css';

registerTexts(playbackTexts);

/** Playback states in which the zone's player takes commands. */
const CONTROLLABLE_STATES: ReadonlySet<string> = new Set(['playing', 'paused']);

/** Why the controls are off: no permission, or a player that cannot take commands; null when they are on. */
export function controlsDisabledReason(playback: Pick<ZonePlayback, 'canControl' | 'state'>): 'noPermission' | 'offline' | 'unpaired' | 'not_supported' | null {
  if (!playback.canControl) return 'noPermission';
  if (CONTROLLABLE_STATES.has(playback.state)) return null;
  return playback.state === 'unpaired' || playback.state === 'not_supported' ? playback.state : 'offline';
}

export interface PlayerControlsProps {
  playback: ZonePlayback;
  commands: PlaybackCommands;
  size?: 'large' | 'compact';
  /** The element that says why the controls are off. */
  describedBy?: string;
}

export function PlayerControls({ playback, commands, size = 'large', describedBy }: PlayerControlsProps) {
  const { t } = useTranslation();
  const disabled = controlsDisabledReason(playback) !== null;
  const playing = playback.state === 'playing';
  const iconSize = size === 'large' ? 28 : 20;
  return (
    <div className={`player-controls player-controls--${size}`} role="group" aria-label={t('playback.controls')}>
      <Button
        className="player-controls__button player-controls__button--main"
        aria-label={playing ? t('playback.pause') : t('playback.play')}
        aria-describedby={describedBy}
        isDisabled={disabled}
        onPress={playing ? commands.pause : commands.play}
      >
        {playing ? <PauseIcon size={iconSize} /> : <PlayIcon size={iconSize} />}
      </Button>
      <Button className="player-controls__button" aria-label={t('playback.skip')} aria-describedby={describedBy} isDisabled={disabled} onPress={commands.skip}>
        <SkipIcon size={iconSize - 4} />
      </Button>
    </div>
  );
}
