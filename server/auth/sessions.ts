// Sessions: an access token with a refresh token. Refresh tokens are stored hashed in families; using
// one rotates it (the old one stops working), reusing a rotated one revokes its whole family (it was
// stolen), and every family ends at an absolute expiry. Logout revokes the family.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import { refreshTokens } from '../db/schema';
import { REFRESH_TOKEN_LIFETIME_S, hashSecret, newSecret } from './tokens';
import type { TokenType } from './tokens';
import { unauthorized } from '../errors';

export type SessionSubject = { userId: string } | { deviceId: string };

export interface Session {
  subject: string;
  typ: TokenType;
  token: string;
  refreshToken: string;
  expiresAt: Date;
}

type Services = Pick<AppServices, 'db' | 'tokens' | 'now'>;

async function storeRefreshToken(services: Services, subject: SessionSubject, familyId: string, expiresAt: Date): Promise<string> {
  const { secret, hash } = newSecret();
  await services.db.insert(refreshTokens).values({
    tokenHash: hash,
    familyId,
    userId: 'userId' in subject ? subject.userId : null,
    deviceId: 'deviceId' in subject ? subject.deviceId : null,
    expiresAt,
    createdAt: services.now(),
  });
  return secret;
}

async function sessionFor(services: Services, subject: SessionSubject, refreshToken: string): Promise<Session> {
  const id = 'userId' in subject ? subject.userId : subject.deviceId;
  const typ: TokenType = 'userId' in subject ? 'user' : 'interactive_device';
  const { token, expiresAt } = await services.tokens.issueAccessToken(id, typ);
  return { subject: id, typ, token, refreshToken, expiresAt };
}

/** Starts a session (sign-in, pairing): a new refresh-token family with its absolute expiry. */
export async function startSession(services: Services, subject: SessionSubject): Promise<Session> {
  const expiresAt = new Date(services.now().getTime() + REFRESH_TOKEN_LIFETIME_S * 1000);
  const refreshToken = await storeRefreshToken(services, subject, randomUUID(), expiresAt);
  return sessionFor(services, subject, refreshToken);
}

/** Exchanges a refresh token for a new session; 401 when it is unknown, used, revoked or expired. */
export async function refreshSession(services: Services, refreshToken: string): Promise<Session> {
  const [row] = await services.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
  if (!row || row.revokedAt) throw unauthorized('Invalid refresh token');
  if (row.usedAt) {
    await revokeFamily(services, row.familyId);
    throw unauthorized('Invalid refresh token');
  }
  if (row.expiresAt <= services.now()) throw unauthorized('Token expired');
  const claimed = await services.db
    .update(refreshTokens)
    .set({ usedAt: services.now() })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  if (!claimed.length) {
    // Another request rotated it first: treat as reuse.
    await revokeFamily(services, row.familyId);
    throw unauthorized('Invalid refresh token');
  }
  const subject: SessionSubject = row.userId ? { userId: row.userId } : { deviceId: row.deviceId! };
  const next = await storeRefreshToken(services, subject, row.familyId, row.expiresAt);
  return sessionFor(services, subject, next);
}

/** Ends the session of a refresh token; false when it was unknown. */
export async function endSession(services: Services, refreshToken: string): Promise<boolean> {
  const [row] = await services.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)));
  if (!row) return false;
  await revokeFamily(services, row.familyId);
  return true;
}

/** Revokes every session of a user or device (password change, unpairing). */
export async function endAllSessions(services: Services, subject: SessionSubject): Promise<void> {
  const column = 'userId' in subject ? refreshTokens.userId : refreshTokens.deviceId;
  const id = 'userId' in subject ? subject.userId : subject.deviceId;
  await services.db.update(refreshTokens).set({ revokedAt: services.now() }).where(and(eq(column, id), isNull(refreshTokens.revokedAt)));
}

async function revokeFamily(services: Services, familyId: string): Promise<void> {
  await services.db.update(refreshTokens).set({ revokedAt: services.now() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
