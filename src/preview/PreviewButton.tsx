// A track's preview toggle (core.md 2 context menu 'preview'; 5: a track needs to be available and to
// have a preview URL). Pressing it previews the track alone (30 s); pressing it again pauses.
import { useTranslation } from 'react-i18next';
import previewTexts from '../i18n/en/preview.json';
import { registerTexts } from '../i18n/i18n';
import { Button } from '../ui/Button';
import type { PreviewTrack } from './previewPlayer';
import { canPreviewTrack, previewTrack } from './previewPlayer';
import type { PreviewStore } from './previewStore';
import { usePreview } from './usePreview';

registerTexts(previewTexts);

export interface PreviewButtonProps {
  track: Omit<PreviewTrack, 'previewUrl'> & { previewUrl: string | null | undefined; isAvailable: boolean };
  store?: PreviewStore;
}

export function PreviewButton({ track, store: given }: PreviewButtonProps) {
  const { t } = useTranslation();
  const { preview, store } = usePreview(given);
  const { previewUrl } = track;
  if (!canPreviewTrack(track) || !previewUrl) {
    return (
      <Button variant="quiet" isDisabled aria-label={t('preview.unavailable')}>
        <span aria-hidden="true">▶</span>
      </Button>
    );
  }
  const playing = previewTrack(preview)?.id === track.id && preview.state === 'playing';
  return (
    <Button
      variant="quiet"
      aria-label={t(playing ? 'preview.pauseTrack' : 'preview.previewTrack', { title: track.title })}
      aria-pressed={playing}
      onPress={() => {
        if (playing) store.pause();
        else if (previewTrack(preview)?.id === track.id) store.play();
        else store.previewTracks({ id: track.id, title: track.title }, [{ ...track, previewUrl }]);
      }}
    >
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
    </Button>
  );
}
