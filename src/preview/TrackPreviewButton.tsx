// A track's preview toggle where a track shows through Relay (its id, title, artists and preview URL).
import { graphql, useFragment } from 'react-relay';
import type { TrackPreviewButton_track$key } from '../__generated__/TrackPreviewButton_track.graphql';
import { PreviewButton } from './PreviewButton';

export function TrackPreviewButton({ track: key, isAvailable }: { track: TrackPreviewButton_track$key; isAvailable: boolean }) {
  const track = useFragment(
    graphql`
      fragment TrackPreviewButton_track on Track {
        id
        title
        previewUrl
        artists {
          name
        }
      }
    `,
    key,
  );
  return <PreviewButton track={{ id: track.id, title: track.title, previewUrl: track.previewUrl, artistNames: track.artists.map((artist) => artist.name), isAvailable }} />;
}
