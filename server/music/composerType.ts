// A playlist row's composer kind as the graph names it (core.md 3 'Graph composer types').
import type { PlaylistRow } from '../loaders';
import type { ComposerType } from '../graphql/control/__generated__/types';

const COMPOSER_TYPES: readonly ComposerType[] = ['MANUAL', 'SPOTIFY', 'EXTERNAL_SPOTIFY', 'CURATOR', 'ARTIST', 'SEED', 'RECIPE', 'SIMPLE_RECIPE', 'RADIO_PLAYLIST'];

/** The graph's composer type of a row, which may carry the legacy spelling ('manual', 'curator-composer'). */
export function composerTypeOf(playlist: Pick<PlaylistRow, 'composerType'>): ComposerType {
  const type = playlist.composerType.replace(/-composer$/i, '').replace(/-/g, '_').toUpperCase();
  if (!(COMPOSER_TYPES as readonly string[]).includes(type)) throw new Error(`Unknown composer type ${playlist.composerType}`);
  return type as ComposerType;
}
