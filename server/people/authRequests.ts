// Single-use steps of a sign-in, kept in auth_requests so that any server process can finish what
// another began: a social-login state, the OAuth and streaming-service stand-ins' codes and tokens, a SAML AuthnRequest id
// awaiting its response, an SSO token or auth-token already exchanged. A row is used at most once, before it expires.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { authRequests } from '../db/schema';

export type AuthRequestKind = 'oauth_state' | 'oauth_code' | 'saml_request' | 'sso_token' | 'auth_token' | 'spotify_code' | 'spotify_token' | 'spotify_refresh';

/** Rows past their expiry by more than this are deleted when new ones are made. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

type AuthRequestContext = Pick<RequestContext, 'db' | 'now'>;

const rowId = (kind: AuthRequestKind, key: string) => `${kind}:${key}`;

export async function createAuthRequest(context: AuthRequestContext, kind: AuthRequestKind, key: string, data: Record<string, unknown>, lifetimeSeconds: number): Promise<void> {
  const now = context.now();
  await context.db.delete(authRequests).where(lt(authRequests.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)));
  await context.db.insert(authRequests).values({ id: rowId(kind, key), kind, data, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) });
}

/** The data of an unused, unexpired request, without using it. */
export async function peekAuthRequest<T>(context: AuthRequestContext, kind: AuthRequestKind, key: string): Promise<T | null> {
  const [row] = await context.db
    .select()
    .from(authRequests)
    .where(and(eq(authRequests.id, rowId(kind, key)), isNull(authRequests.usedAt), gt(authRequests.expiresAt, context.now())));
  return (row?.data as T | undefined) ?? null;
}

/** Uses a request: its data when it was unused and unexpired (only one caller ever gets it), else null. */
export async function useAuthRequest<T>(context: AuthRequestContext, kind: AuthRequestKind, key: string): Promise<T | null> {
  const [row] = await context.db
    .update(authRequests)
    .set({ usedAt: context.now() })
    .where(and(eq(authRequests.id, rowId(kind, key)), isNull(authRequests.usedAt), gt(authRequests.expiresAt, context.now())))
    .returning();
  return (row?.data as T | undefined) ?? null;
}

/** Records that a one-time credential (an SSO token, an auth-token) was used; false when it had been used before. */
export async function markUsedOnce(context: AuthRequestContext, kind: AuthRequestKind, key: string, expiresAt: Date): Promise<boolean> {
  const now = context.now();
  const rows = await context.db
    .insert(authRequests)
    .values({ id: rowId(kind, key), kind, createdAt: now, usedAt: now, expiresAt })
    .onConflictDoNothing()
    .returning({ id: authRequests.id });
  return rows.length === 1;
}
