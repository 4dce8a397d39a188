// The zone page's way to make this browser tab the zone's player (core.md 4 'Playback' and 'Web
// playback across tabs'): unpair the zone's player, create a playback client, play. While connecting
// it says so; a failure shows 'Could not get playbackToken'; once playing it offers to stop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { useWebPlayer } from './webPlayerContext';
import './WebPlayer.css';

export interface PlayInThisBrowserProps {
  zoneId: string;
  zoneName: string;
}

type Phase = 'idle' | 'connecting' | 'failed';

export function PlayInThisBrowser({ zoneId, zoneName }: PlayInThisBrowserProps) {
  const { t } = useTranslation();
  const { player, primeAudio, playing } = useWebPlayer();
  const [phase, setPhase] = useState<Phase>('idle');
  const playingHere = playing?.zoneId === zoneId && phase !== 'connecting';

  const play = () => {
    primeAudio();
    setPhase('connecting');
    player()
      .takeOver({ id: zoneId, name: zoneName })
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
          <Button onPress={() => void player().stop()}>{t('webPlayer.stop')}</Button>
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
