// The streaming-service connection the browser holds (core.md 3 'Other'): the connection id and token,
// with when the token stops being used (expiresIn minus a minute, core.md 5), kept for the tab's session.
import { spotifyTokenExpiresAt } from '../../domain/spotify';

export interface StoredSpotifyConnection {
  connectionId: string;
  accessToken: string;
  tokenType: string;
  expiresAt: number;
}

const STORAGE_KEY = 'cadence.spotifyConnection';

export function keepSpotifyConnection(connection: { id: string; accessToken: string; tokenType: string; expiresIn: number }, now = Date.now()): StoredSpotifyConnection {
  const stored = { connectionId: connection.id, accessToken: connection.accessToken, tokenType: connection.tokenType, expiresAt: spotifyTokenExpiresAt(now, connection.expiresIn) };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** The kept connection while its token is good, else null. */
export function usableSpotifyConnection(now = Date.now()): StoredSpotifyConnection | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSpotifyConnection | null;
    return stored && typeof stored.connectionId === 'string' && stored.expiresAt > now ? stored : null;
  } catch {
    return null;
  }
}

export const forgetSpotifyConnection = () => sessionStorage.removeItem(STORAGE_KEY);

/** The Authorization header of the service: '{token_type} {access_token}' (core.md 7). */
export const spotifyAuthorization = (connection: StoredSpotifyConnection) => `${connection.tokenType} ${connection.accessToken}`;
