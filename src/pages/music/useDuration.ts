import { useTranslation } from 'react-i18next';
import { durationParts } from './composerLabel';

/** A length in milliseconds as the reader's '1 h 5 min' (or '5 min' under an hour). */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const { hours, minutes } = durationParts(ms);
    return hours ? t('playlists.duration', { hours, minutes }) : t('playlists.durationMinutes', { minutes });
  };
}
