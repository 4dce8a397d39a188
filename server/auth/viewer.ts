// Who is asking: the bearer token of a request (or of a websocket's connection parameters).
import type { AppServices, Viewer } from '../context';
import { InvalidTokenError } from './tokens';
import { invalidToken, unauthorized } from '../errors';

/** The viewer of an Authorization header value; anonymous without one, 401 with a bad or expired one. */
export async function resolveViewer(services: Pick<AppServices, 'tokens'>, authorization: string | null | undefined): Promise<Viewer> {
  if (!authorization) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) throw unauthorized('Expected a bearer token');
  try {
    const claims = await services.tokens.verifyAccessToken(match[1]!);
    return claims.typ === 'user' ? { kind: 'user', userId: claims.sub, claims } : { kind: 'device', deviceId: claims.sub, claims };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw invalidToken(error.reason === 'expired' ? 'Token expired' : 'Invalid token');
    throw error;
  }
}
