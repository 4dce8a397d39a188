// A user's connection to the streaming service (core.md 3 'Other', 7 'Streaming-service import'): the
// authorisation code exchanged for tokens and kept, one per user, with when the access token stops
// being used (a minute early, core.md 5); an expired one is refreshed before it is used.
import { and, eq, sql } from 'drizzle-orm';
import { SPOTIFY_TOKEN_MARGIN_MS, spotifyTokenExpiresAt } from '../../src/domain/spotify';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { spotifyConnections } from '../db/schema';
import { ApiError, badRequest, notFound, unauthorized } from '../errors';
import { exchangeSpotifyCode, refreshSpotifyToken, SpotifyError } from './client';
import type { SpotifyToken } from './client';

export type SpotifyConnectionRow = typeof spotifyConnections.$inferSelect;

/** The connection as the graph shows it: the token and the seconds it has left. */
export interface SpotifyConnectionValue {
  id: string;
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  scope: string;
}

function requireUser(context: RequestContext): string {
  if (context.viewer.kind !== 'user') throw unauthorized();
  return context.viewer.userId;
}

/** A failure of the service as the product's error: a refused code or grant is the caller's, anything else the service's. */
function serviceError(error: unknown, field: string): ApiError {
  if (error instanceof SpotifyError && error.status >= 400 && error.status < 500) return badRequest({ [field]: error.message }, error.message);
  if (error instanceof SpotifyError) return new ApiError('unavailable', error.message);
  throw error;
}

const tokenColumns = (token: SpotifyToken, grantedAt: Date) => ({
  accessToken: token.accessToken,
  tokenType: token.tokenType,
  scope: token.scope,
  expiresAt: new Date(spotifyTokenExpiresAt(grantedAt.getTime(), token.expiresIn)),
  updatedAt: grantedAt,
});

export async function createSpotifyConnection(context: RequestContext, input: { code: string; redirectUri: string }): Promise<SpotifyConnectionValue> {
  const userId = requireUser(context);
  const token = await exchangeSpotifyCode(context, input.code, input.redirectUri).catch((error: unknown) => {
    throw serviceError(error, 'input.code');
  });
  const now = context.now();
  const columns = { ...tokenColumns(token, now), refreshToken: token.refreshToken };
  const [row] = await context.db
    .insert(spotifyConnections)
    .values({ id: await newId(context.db, 'SpotifyConnection'), userId, ...columns, createdAt: now })
    // Connecting again keeps the id synced playlists name; a new grant without a refresh token keeps the old one.
    .onConflictDoUpdate({ target: spotifyConnections.userId, set: { ...columns, refreshToken: sql`coalesce(excluded.refresh_token, ${spotifyConnections.refreshToken})` } })
    .returning();
  return { id: row!.id, accessToken: token.accessToken, tokenType: token.tokenType, expiresIn: token.expiresIn, scope: token.scope };
}

/** The row with a usable access token: as it is while it is good, else refreshed (a 400 naming `field` without a refresh token). */
async function refreshedWhenExpired(context: RequestContext, row: SpotifyConnectionRow, field: string): Promise<SpotifyConnectionRow> {
  if (row.expiresAt > context.now()) return row;
  if (!row.refreshToken) throw badRequest({ [field]: 'The Spotify connection has expired' }, 'The Spotify connection has expired');
  const token = await refreshSpotifyToken(context, row.refreshToken).catch((error: unknown) => {
    throw serviceError(error, field);
  });
  const [refreshed] = await context.db.update(spotifyConnections).set(tokenColumns(token, context.now())).where(eq(spotifyConnections.id, row.id)).returning();
  return refreshed!;
}

/** The viewer's connection of this id with a usable access token, refreshed when it had expired. */
export async function usableSpotifyConnection(context: RequestContext, connectionId: string): Promise<SpotifyConnectionRow> {
  const userId = requireUser(context);
  const [row] = await context.db
    .select()
    .from(spotifyConnections)
    .where(and(eq(spotifyConnections.id, connectionId), eq(spotifyConnections.userId, userId)));
  if (!row) throw notFound('Spotify connection');
  return refreshedWhenExpired(context, row, 'input.connectionId');
}

/**
 * The viewer's connection as the graph shows it, so that a browser tab that has none reuses it instead of
 * asking the user to connect again: null without one, or when its grant can no longer be refreshed.
 * expiresIn counts to when the service's token expires, a minute after the stored expiresAt, so that the
 * client's own minute early (core.md 5) lands on the same instant.
 */
export async function viewerSpotifyConnection(context: RequestContext): Promise<SpotifyConnectionValue | null> {
  const userId = requireUser(context);
  const [row] = await context.db.select().from(spotifyConnections).where(eq(spotifyConnections.userId, userId));
  if (!row) return null;
  const usable = await refreshedWhenExpired(context, row, 'spotifyConnection').catch((error: unknown) => {
    // A refused or missing grant means the user connects again; the service being down is an error.
    if (error instanceof ApiError && error.code === 'bad_request') return null;
    throw error;
  });
  if (!usable) return null;
  const expiresIn = Math.floor((usable.expiresAt.getTime() + SPOTIFY_TOKEN_MARGIN_MS - context.now().getTime()) / 1000);
  return { id: usable.id, accessToken: usable.accessToken, tokenType: usable.tokenType, expiresIn, scope: usable.scope };
}

/** The Authorization header the service takes: '{token_type} {access_token}' (core.md 7). */
export const authorizationOf = (connection: Pick<SpotifyConnectionRow, 'tokenType' | 'accessToken'>) => `${connection.tokenType} ${connection.accessToken}`;
