// Streaming-service import rules shared by the web app and the server (core.md 5 'Per entity', 7
// 'Streaming-service import', 8 'Music and playback', 9; DECISIONS.md names the service Spotify).

/** Scopes the authorisation asks for (core.md 7). */
export const SPOTIFY_SCOPES = [
  'playlist-read-private',
  'playlist-read-collaborative',
  'user-follow-read',
  'user-top-read',
  'user-library-read',
  'user-read-recently-played',
] as const;

/** Size of the authorisation popup (core.md 7, navigation.md 2.11). */
export const SPOTIFY_POPUP_SIZE = { width: 700, height: 700 } as const;

/** Playlists read per page from the service (core.md 9). */
export const SPOTIFY_PLAYLIST_PAGE_SIZE = 50;

/** A token counts as expired this long before the service says it does (core.md 5, 9). */
export const SPOTIFY_TOKEN_MARGIN_MS = 60_000;

/** The product's client id at the service (the stand-in's registered client unless a deployment sets another). */
export const SPOTIFY_CLIENT_ID = 'cadence-web';

/** The callback route of the authorisation (core.md 2 'Create'). */
export const SPOTIFY_CALLBACK_PATH = '/spotify-callback';

export const spotifyMessages = {
  notAPlaylist: 'Not a spotify playlist',
  aborted: 'User aborted authorization process',
  noConnectionData: 'No data returned from createSpotifyConnection mutation',
} as const;

/** Per-playlist import error codes (schema/control.graphql ImportError). */
export type SpotifyImportErrorCode = 'INVALID_URI' | 'NOT_FOUND' | 'FORBIDDEN' | 'EMPTY' | 'UNAVAILABLE';

const PLAYLIST_ID = '[A-Za-z0-9]{22}';
const URI_FORM = new RegExp(`^spotify:(?:user:[^:\\s]+:)?playlist:(${PLAYLIST_ID})$`);
const URL_FORM = new RegExp(`^https?://open\\.spotify\\.com/(?:user/[^/\\s]+/)?playlist/(${PLAYLIST_ID})(?:[/?#].*)?$`);

/**
 * The playlist id of a playlist URI ('spotify:playlist:{id}', optionally with 'user:{user}:') or web
 * URL (https://open.spotify.com/playlist/{id}); null for anything else (core.md 5 'Playlist import').
 */
export function spotifyPlaylistId(input: string): string | null {
  const text = input.trim();
  return URI_FORM.exec(text)?.[1] ?? URL_FORM.exec(text)?.[1] ?? null;
}

export const spotifyPlaylistUri = (id: string) => `spotify:playlist:${id}`;

/** When a token granted now for `expiresInSeconds` stops being used (core.md 5: a minute early). */
export const spotifyTokenExpiresAt = (grantedAt: number, expiresInSeconds: number): number => grantedAt + expiresInSeconds * 1000 - SPOTIFY_TOKEN_MARGIN_MS;

export interface SpotifyAuthorizeRequest {
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The service's authorise URL with the parameters core.md 7 lists. */
export function spotifyAuthorizeHref({ authorizeUrl, clientId, redirectUri, state }: SpotifyAuthorizeRequest): string {
  const params = new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: redirectUri, scope: SPOTIFY_SCOPES.join(' '), state, show_dialog: 'true' });
  return `${authorizeUrl}?${params.toString()}`;
}
