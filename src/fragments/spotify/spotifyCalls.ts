// What the import asks of the streaming service from the browser (core.md 7 'Streaming-service import'):
// the authorisation in a 700x700 popup, answered by /spotify-callback through a same-origin window
// message, and the direct GET of the current user's playlists. Behind an interface so that the import is
// tested without a popup or a network; the default talks to the service at its configured base path.
import { createContext, useContext } from 'react';
import { AppError } from '../../errors/AppError';
import { SERVICE_BASE_PATHS } from '../../rest/services';
import { SPOTIFY_CALLBACK_PATH, SPOTIFY_CLIENT_ID, SPOTIFY_PLAYLIST_PAGE_SIZE, SPOTIFY_POPUP_SIZE, spotifyAuthorizeHref, spotifyMessages } from '../../domain/spotify';

/** The message /spotify-callback posts to its opener. */
export const AUTHORIZATION_MESSAGE = 'cadence:spotify-authorization';

export interface AuthorizationMessage {
  type: typeof AUTHORIZATION_MESSAGE;
  code: string | null;
  state: string | null;
  error: string | null;
  redirectUri: string;
}

export const isAuthorizationMessage = (data: unknown): data is AuthorizationMessage => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === AUTHORIZATION_MESSAGE;

/** A refusal the service sent back to the callback (e.g. access_denied): the toast is keyed by it. */
export class SpotifyAuthorizationError extends Error {
  constructor(readonly error: string) {
    super(`Spotify authorization failed: ${error}`);
  }
}

export interface SpotifyPlaylistSummary {
  uri: string;
  name: string;
  trackCount: number;
  ownerName: string | null;
}

export interface SpotifyPlaylistPage {
  playlists: SpotifyPlaylistSummary[];
  /** Offset of the next page, or null on the last one. */
  nextOffset: number | null;
  total: number;
}

export interface SpotifyCalls {
  /** Opens the authorisation popup; resolves with the code and the redirect URI it was sent to. */
  authorize(): Promise<{ code: string; redirectUri: string }>;
  /** A page of the current user's playlists from `offset`, with the header '{token_type} {access_token}'. */
  playlists(authorization: string, offset: number): Promise<SpotifyPlaylistPage>;
}

/** How often the opener looks whether the popup was closed without an answer. */
const CLOSED_POLL_MS = 500;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function authorizeInPopup(): Promise<{ code: string; redirectUri: string }> {
  const redirectUri = `${window.location.origin}${SPOTIFY_CALLBACK_PATH}`;
  const state = randomState();
  const href = spotifyAuthorizeHref({ authorizeUrl: `${window.location.origin}${SERVICE_BASE_PATHS.spotify}/authorize`, clientId: SPOTIFY_CLIENT_ID, redirectUri, state });
  const { width, height } = SPOTIFY_POPUP_SIZE;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(href, 'spotify-authorization', `popup,width=${width},height=${height},left=${left},top=${top}`);
  return new Promise((resolve, reject) => {
    const aborted = () => new AppError(spotifyMessages.aborted, { kind: 'client', expected: true });
    if (!popup) return reject(aborted());
    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isAuthorizationMessage(event.data) || event.data.state !== state) return;
      finish();
      const { code, error } = event.data;
      if (code && !error) resolve({ code, redirectUri: event.data.redirectUri });
      else reject(new SpotifyAuthorizationError(error ?? 'unknown'));
    };
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      finish();
      reject(aborted());
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}

interface PlaylistPageJson {
  items: { uri: string; name: string; tracks: { total: number }; owner: { display_name: string | null } }[];
  offset: number;
  next: string | null;
  total: number;
}

async function currentUserPlaylists(authorization: string, offset: number): Promise<SpotifyPlaylistPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(SPOTIFY_PLAYLIST_PAGE_SIZE) });
  const operation = 'GET /v1/me/playlists';
  let response: Response;
  try {
    response = await fetch(`${SERVICE_BASE_PATHS.spotify}/v1/me/playlists?${query}`, { headers: { Authorization: authorization } });
  } catch (cause) {
    throw new AppError('Failed to fetch', { kind: 'offline', operation, cause });
  }
  if (response.status === 401) throw new AppError('The Spotify connection has expired', { kind: 'unauthorized', status: 401, operation });
  if (!response.ok) throw new AppError(`HTTP Error ${response.status}: Spotify`, { kind: response.status >= 500 ? 'unavailable' : 'client', status: response.status, operation });
  const page = (await response.json()) as PlaylistPageJson;
  return {
    playlists: page.items.map((item) => ({ uri: item.uri, name: item.name, trackCount: item.tracks.total, ownerName: item.owner.display_name })),
    nextOffset: page.next ? page.offset + page.items.length : null,
    total: page.total,
  };
}

export const browserSpotifyCalls: SpotifyCalls = { authorize: authorizeInPopup, playlists: currentUserPlaylists };

const SpotifyCallsContext = createContext<SpotifyCalls>(browserSpotifyCalls);

export const SpotifyCallsProvider = SpotifyCallsContext.Provider;

export const useSpotifyCalls = (): SpotifyCalls => useContext(SpotifyCallsContext);
