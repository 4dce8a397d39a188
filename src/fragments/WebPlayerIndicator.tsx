// 'This browser is playing {zone}' with a stop control, shown by the layout on every page while this
// tab is the active web player (src/layout/AppLayout.tsx loads it only then).
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { useWebPlayer } from './webPlayerContext';
import './WebPlayer.css';

export function WebPlayerIndicator() {
  const { t } = useTranslation();
  const { player, playing } = useWebPlayer();
  if (!playing) return null;
  return (
    <section className="web-player-indicator" aria-label={t('webPlayer.indicatorLabel')}>
      <span className="web-player-indicator__pulse" aria-hidden="true" />
      <p className="web-player-indicator__text">{t('webPlayer.playingHere', { zone: playing.zoneName })}</p>
      <Button variant="quiet" onPress={() => void player().then((webPlayer) => webPlayer.stop())}>
        {t('webPlayer.stop')}
      </Button>
    </section>
  );
}
