// The music pages' queries as their routes' loaders start them (core.md 2 'Discover and search'): a
// playlist with its first tracks, and the editor's. Nothing of Relay here, so the route table stays out
// of Relay's chunk.
import type { MusicPageQuery } from '../../__generated__/MusicPageQuery.graphql';
import type { PlaylistEditPageQuery } from '../../__generated__/PlaylistEditPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import musicPageQueryParameters from '../../__generated__/MusicPageQuery$parameters';
import playlistEditPageQueryParameters from '../../__generated__/PlaylistEditPageQuery$parameters';

/** Tracks per page of the tracklist (core.md 9: track pages default to 100). */
export const TRACK_PAGE_SIZE = 100;
/**
 * Tracks per page while the editor loads the whole list: the most whose rows stay within one
 * operation's complexity limit (10,000; a track row costs about 24), under core.md 9's 500 a page.
 */
export const EDITOR_PAGE_SIZE = 300;

/** The playlist with its first tracks, and whether it is in the selected account's library (when one is). */
export function musicPagePreload(musicId: string, accountId: string | null = null): QueryPreload<MusicPageQuery> {
  // An edit elsewhere (this user's editor, another browser) shows when the page is next entered.
  return {
    key: 'MusicPage',
    query: () => import('../../__generated__/MusicPageQuery.graphql'),
    parameters: musicPageQueryParameters,
    variables: { id: musicId, first: TRACK_PAGE_SIZE, after: null, accountId: accountId ?? '', hasAccount: accountId !== null },
    fetchPolicy: 'store-and-network',
  };
}

export function playlistEditPreload(musicId: string): QueryPreload<PlaylistEditPageQuery> {
  // The editor splices against the snapshot it read: always the server's latest.
  return { key: 'PlaylistEditPage', query: () => import('../../__generated__/PlaylistEditPageQuery.graphql'), parameters: playlistEditPageQueryParameters, variables: { id: musicId, first: EDITOR_PAGE_SIZE, after: null }, fetchPolicy: 'network-only' };
}

export const musicPath = (musicId: string) => `/discover/music/${encodeURIComponent(musicId)}`;
export const playlistEditPath = (musicId: string) => `${musicPath(musicId)}/edit`;
