// Who is asking: the bearer token of a request (or of a websocket's connection parameters).
import type { AppServices, Viewer } from '../context';
import { InvalidTokenError } from './tokens';
import { invalidToken, unauthorized } from '../errors';
import { isCurrentPlaybackClient } from '../engine/playbackClients';

export interface ViewerOptions {
  /** Accept a web tab's playback token too (the playback endpoint and the audio it streams). */
  playbackTokens?: boolean;
}

/** The viewer of an Authorization header value; anonymous without one, 401 with a bad or expired one. */
export async function resolveViewer(services: Pick<AppServices, 'tokens' | 'db'>, authorization: string | null | undefined, options: ViewerOptions = {}): Promise<Viewer> {
  if (!authorization) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthorized('Expected a bearer token');
  return viewerOfToken(services, match[1]!, options);
}

/** The viewer a bearer token names (a user, a paired device or, when accepted, a web tab's playback client). */
export async function viewerOfToken(services: Pick<AppServices, 'tokens' | 'db'>, token: string, options: ViewerOptions = {}): Promise<Viewer> {
  try {
    const claims = await services.tokens.verifyAccessToken(token);
    return claims.typ === 'user' ? { kind: 'user', userId: claims.sub, claims } : { kind: 'device', deviceId: claims.sub, claims, token };
  } catch (error) {
    if (!(error instanceof InvalidTokenError)) throw error;
    if (error.reason === 'expired') throw invalidToken('Token expired');
    if (!options.playbackTokens) throw invalidToken('Invalid token');
  }
  try {
    const claims = await services.tokens.verifyPlaybackToken(token);
    // A client another took the zone over from holds a token that no longer plays anything.
    if (!(await isCurrentPlaybackClient(services.db, claims))) throw invalidToken('Another client took over playback of this sound zone');
    return { kind: 'playback', clientId: claims.sub, zoneId: claims.zone, claims, token };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw invalidToken(error.reason === 'expired' ? 'Token expired' : 'Invalid token');
    throw error;
  }
}
