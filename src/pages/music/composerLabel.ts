// How a collection's kind is labelled (core.md 3 'Composer kinds and labels'): manual is custom, the
// streaming-service composer synced, the curator's readymade, the artist's artist, seed tracks, the
// recipes tags, and one presented as a station is a station.
import type { ComposerType, PresentAs } from '../../__generated__/MusicPage_playlist.graphql';

export type ComposerLabel = 'custom' | 'synced' | 'readymade' | 'artist' | 'tracks' | 'tags' | 'station';

const LABELS: Record<Exclude<ComposerType, '%future added value'>, ComposerLabel> = {
  MANUAL: 'custom',
  SPOTIFY: 'synced',
  // A copy of a streaming-service playlist is the account's own list from then on.
  EXTERNAL_SPOTIFY: 'custom',
  CURATOR: 'readymade',
  ARTIST: 'artist',
  SEED: 'tracks',
  RECIPE: 'tags',
  SIMPLE_RECIPE: 'tags',
  RADIO_PLAYLIST: 'station',
};

/** The label of the composer alone: a station says what it grows from (tags, tracks, an artist) beside 'station'. */
export const composerTypeLabel = (composerType: ComposerType): ComposerLabel => LABELS[composerType as keyof typeof LABELS] ?? 'custom';

export function composerLabel(composerType: ComposerType, presentAs: PresentAs): ComposerLabel {
  if (presentAs === 'STATION') return 'station';
  return composerTypeLabel(composerType);
}

/** A length in milliseconds as hours and minutes, or minutes alone under an hour. */
export function durationParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.round(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
