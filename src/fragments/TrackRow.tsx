// A track wherever music shows: in a list (TrackRow: cover, title with its explicit mark, artists, a
// detail line, duration and actions at its end) or as what plays now (NowPlayingTrack: large cover,
// title, artists and album).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { TrackRow_track$key } from '../__generated__/TrackRow_track.graphql';
import { formatDuration } from '../domain/playbackControl';
import trackRowTexts from '../i18n/en/trackRow.json';
import { registerTexts } from '../i18n/i18n';
import { Artwork } from './Artwork';
import './TrackRow.css';

registerTexts(trackRowTexts);

export const trackRowFragment = graphql`
  fragment TrackRow_track on Track {
    title
    explicit
    durationMs
    artists {
      name
    }
    album {
      title
      display {
        ...Artwork_display
      }
    }
    display {
      ...Artwork_display
    }
  }
`;

/** The artists' names as one line. */
export const artistLine = (artists: readonly { name: string }[]): string => artists.map((artist) => artist.name).join(', ');

export interface TrackRowProps {
  track: TrackRow_track$key;
  /** Shown under the artists: where it came from, when it played. */
  detail?: ReactNode;
  /** What the row offers at its end (buttons). */
  actions?: ReactNode;
  coverSize?: number;
}

export function TrackRow({ track: key, detail, actions, coverSize = 48 }: TrackRowProps) {
  const { t } = useTranslation();
  const track = useFragment(trackRowFragment, key);
  return (
    <div className="track-row">
      <Artwork display={track.album?.display ?? track.display} size={coverSize} />
      <div className="track-row__text">
        <span className="track-row__heading">
          <span className="track-row__title">{track.title}</span>
          {track.explicit && (
            // Read out as the word; shown as the customary 'E' badge.
            <span className="track-row__explicit">
              <span aria-hidden="true">E</span>
              <span className="visually-hidden">{t('trackRow.explicit')}</span>
            </span>
          )}
        </span>
        <span className="track-row__artists">{artistLine(track.artists)}</span>
        {detail && <span className="track-row__detail">{detail}</span>}
      </div>
      <span className="track-row__duration">{formatDuration(track.durationMs)}</span>
      {actions && <div className="track-row__actions">{actions}</div>}
    </div>
  );
}

export interface NowPlayingTrackProps {
  track: TrackRow_track$key;
  coverSize: number;
  /** 'From {album}' in the reader's language. */
  albumLine: (album: string) => string;
  /** The heading level of the title in its page. */
  titleAs?: 'h2' | 'p';
}

export function NowPlayingTrack({ track: key, coverSize, albumLine, titleAs: Title = 'h2' }: NowPlayingTrackProps) {
  const track = useFragment(trackRowFragment, key);
  return (
    <div className="now-playing-track">
      <Artwork display={track.album?.display ?? track.display} size={coverSize} />
      <div className="now-playing-track__text">
        <Title className="now-playing-track__title">{track.title}</Title>
        <p className="now-playing-track__artists">{artistLine(track.artists)}</p>
        {track.album && <p className="now-playing-track__album">{albumLine(track.album.title)}</p>}
      </div>
    </div>
  );
}
