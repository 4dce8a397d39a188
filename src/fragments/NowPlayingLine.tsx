// What a zone plays now, as a music product shows it: the cover, the title and the artists; a zone
// between tracks or without music says so, with an empty cover in the same place so rows line up.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { NowPlayingLine_nowPlaying$key } from '../__generated__/NowPlayingLine_nowPlaying.graphql';
import nowPlayingTexts from '../i18n/en/nowPlayingLine.json';
import { registerTexts } from '../i18n/i18n';
import { Artwork } from './Artwork';
import './NowPlayingLine.css';

registerTexts(nowPlayingTexts);

export interface NowPlayingLineProps {
  nowPlaying: NowPlayingLine_nowPlaying$key | null | undefined;
  /** Cover size in CSS pixels (core.md 9: 48, 96 or 144). */
  coverSize?: 48 | 96 | 144;
}

export function NowPlayingLine({ nowPlaying: key, coverSize = 48 }: NowPlayingLineProps) {
  const { t } = useTranslation();
  const nowPlaying = useFragment(
    graphql`
      fragment NowPlayingLine_nowPlaying on NowPlaying {
        track {
          title
          artists {
            name
          }
          display {
            ...Artwork_display
          }
        }
      }
    `,
    key,
  );
  const track = nowPlaying?.track;
  if (!track) {
    return (
      <span className="now-playing-line now-playing-line--idle">
        <span className="now-playing-line__empty-cover" style={{ width: coverSize, height: coverSize }} aria-hidden="true">
          ♪
        </span>
        <span className="now-playing-line__title">{t('nowPlayingLine.nothing')}</span>
      </span>
    );
  }
  const artists = track.artists.map((artist) => artist.name).join(', ');
  return (
    <span className="now-playing-line">
      <Artwork display={track.display} size={coverSize} />
      <span className="now-playing-line__text">
        <span className="visually-hidden">{t('nowPlayingLine.label')}</span>
        <span className="now-playing-line__title">{track.title}</span>
        <span className="now-playing-line__artists">{artists}</span>
      </span>
    </span>
  );
}
