// The zone page's way to make this browser tab the zone's player (core.md 4 'Playback' and 'Web
// playback across tabs'): unpair the zone's player, create a playback client, play. While connecting
// it says so; a failure shows 'Could not get playbackToken'; once playing it offers to stop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { primeWebPlayerAudio } from './webPlayerAudio';
import { useWebPlayer } from './webPlayerContext';
import './WebPlayer.css';

export interface PlayInThisBrowserProps {
  zoneId: string;
  zoneName: string;
  /** Unlocks audio in the user's click; the app's own by default (tests pass a spy). */
  primeAudio?: () => void;
}

type Phase = 'idle' | 'connecting' | 'failed';

export function PlayInThisBrowser({ zoneId, zoneName, primeAudio = primeWebPlayerAudio }: PlayInThisBrowserProps) {
  const { t } = useTranslation();
  const { player, playing } = useWebPlayer();
  const [phase, setPhase] = useState<Phase>('idle');
  const playingHere = playing?.zoneId === zoneId && phase !== 'connecting';

  const play = () => {
    primeAudio();
    setPhase('connecting');
    player()
      .then((webPlayer) => webPlayer.takeOver({ id: zoneId, name: zoneName }))
      .then(
        () => setPhase('idle'),
        () => setPhase('failed'),
      );
  };

  return (
    <div className="web-player-entry">
      {playingHere ? (
        <>
          <p className="web-player-entry__status" role="status">
            {t('webPlayer.playingHere', { zone: zoneName })}
          </p>
          <Button onPress={() => void player().then((webPlayer) => webPlayer.stop())}>{t('webPlayer.stop')}</Button>
        </>
      ) : (
        <>
          <Button variant="primary" onPress={play} isDisabled={phase === 'connecting'}>
            {t('webPlayer.playHere')}
          </Button>
          <p className="web-player-entry__status" role="status">
            {phase === 'connecting' ? t('webPlayer.connecting', { zone: zoneName }) : null}
          </p>
        </>
      )}
      {phase === 'failed' && (
        <p className="web-player-entry__error" role="alert">
          {t('webPlayer.playbackTokenError')}
        </p>
      )}
    </div>
  );
}
