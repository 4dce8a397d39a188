// Where a catalogue card leads (core.md 2 'Discover and search'): a playlist or station to its music
// page, an album to its page, a track to its album's page with the track selected (#{trackId}), an
// artist or a browse category to theirs, an editorial link to its path, an editorial card to its target.
import { albumPath, artistPath, browsePath } from '../../domain/editorial';
import { musicPath } from '../../pages/music/musicQueries';

export interface CardTarget {
  readonly __typename: string;
  readonly id?: string;
  readonly path?: string;
  readonly album?: { readonly id: string } | null;
  readonly target?: CardTarget | null;
}

export function catalogueHref(item: CardTarget): string | null {
  const id = item.id ?? '';
  switch (item.__typename) {
    case 'Playlist':
    case 'CadenceStation':
      return musicPath(id);
    case 'Album':
      return albumPath(id);
    case 'Track':
      return item.album ? albumPath(item.album.id, id) : null;
    case 'Artist':
      return artistPath(id);
    case 'BrowseCategory':
      return browsePath(id);
    case 'EditorialLink':
      return item.path ?? null;
    case 'EditorialCard':
      return item.target ? catalogueHref(item.target) : null;
    default:
      return null;
  }
}
