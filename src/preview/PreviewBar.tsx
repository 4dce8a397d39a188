// What the preview plays, while it plays: the track, its place in the source, how far the clip has played,
// play or pause, stop, and the last 12 tracks heard to hear again. A failed preview says why until the next one.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import previewTexts from '../i18n/en/preview.json';
import { registerTexts } from '../i18n/i18n';
import { Button } from '../ui/Button';
import { clipLengthMs, previewTrack } from './previewPlayer';
import type { PreviewStore } from './previewStore';
import { usePreview } from './usePreview';
import './PreviewBar.css';

registerTexts(previewTexts);

export function PreviewBar({ store: given }: { store?: PreviewStore }) {
  const { t } = useTranslation();
  const { preview, store } = usePreview(given);
  const track = previewTrack(preview);
  const loading = preview.state === 'loading' || preview.state === 'loadingThenPause';
  if (!track && !loading && !preview.error) return null;
  const source = preview.source?.title ?? '';
  return (
    <section className="preview-bar" aria-label={t('preview.region')}>
      {preview.error && !track && !loading ? (
        <p role="alert" className="preview-bar__error">
          {t('preview.failed', { source, error: preview.error })}
        </p>
      ) : (
        <div className="preview-bar__now" aria-live="polite">
          {loading ? (
            <span>{t('preview.loading', { source })}</span>
          ) : (
            track && (
              <>
                <span className="preview-bar__title">{track.title}</span>
                <span className="preview-bar__meta">
                  {[track.artistNames.join(', '), t('preview.from', { source }), preview.tracks.length > 1 ? t('preview.position', { index: preview.index + 1, count: preview.tracks.length }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </>
            )
          )}
        </div>
      )}
      {track && <ClipProgress store={store} clipMs={clipLengthMs(preview)} />}
      <div className="preview-bar__controls">
        {(track || loading) && (
          <>
            <Button variant="quiet" onPress={() => (preview.state === 'playing' || preview.state === 'loading' ? store.pause() : store.play())}>
              {t(preview.state === 'playing' || preview.state === 'loading' ? 'preview.pause' : 'preview.play')}
            </Button>
            <Button variant="quiet" onPress={() => store.stop()}>
              {t('preview.stop')}
            </Button>
          </>
        )}
      </div>
      {preview.history.length > 0 && (
        <details className="preview-bar__history">
          <summary>{t('preview.history')}</summary>
          <ul>
            {preview.history.map((heard, position) => (
              <li key={`${heard.id}-${position}`}>
                <Button variant="quiet" aria-label={t('preview.historyItem', { title: heard.title })} onPress={() => store.previewTracks({ id: heard.id, title: heard.title }, [heard])}>
                  {heard.title}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** How far the clip has played (10 s of a track of several, 30 s of one); re-renders on its own as the audio moves. */
function ClipProgress({ store, clipMs }: { store: PreviewStore; clipMs: number }) {
  const { t } = useTranslation();
  const progressMs = useSyncExternalStore(store.subscribeProgress, store.getProgressMs);
  const seconds = Math.floor(progressMs / 1000);
  return <progress className="preview-bar__progress" aria-label={t('preview.progress')} aria-valuetext={t('preview.progressText', { seconds, total: clipMs / 1000 })} max={clipMs} value={progressMs} />;
}
