import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import type { Database } from '../db/client';
import { createTokenService, REFRESH_TOKEN_LIFETIME_S } from './tokens';
import { endAllSessions, endSession, refreshSession, startSession } from './sessions';

describe(`sessions (${testDatabaseKind()})`, () => {
  let database: Database;
  let now = new Date('2026-11-22T12:00:00Z');
  let services: Parameters<typeof startSession>[0];
  beforeAll(async () => {
    database = await openTestDatabase();
    services = { db: database.db, tokens: createTokenService('secret', () => now.getTime()), now: () => now };
  });
  afterAll(() => database.close());

  it('issue an access token whose claims follow the spec', async () => {
    const session = await startSession(services, { userId: 'u1' });
    const claims = await services.tokens.verifyAccessToken(session.token);
    expect(claims).toMatchObject({ sub: 'u1', typ: 'user' });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(session.expiresAt.getTime()).toBe(claims.exp * 1000);
  });

  it('mark device sessions as interactive_device', async () => {
    const session = await startSession(services, { deviceId: 'd1' });
    expect((await services.tokens.verifyAccessToken(session.token)).typ).toBe('interactive_device');
  });

  it('rotate the refresh token on use', async () => {
    const first = await startSession(services, { userId: 'u2' });
    const second = await refreshSession(services, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.subject).toBe('u2');
    await expect(refreshSession(services, second.refreshToken)).resolves.toMatchObject({ subject: 'u2' });
  });

  it('revoke the whole family when a rotated token is reused', async () => {
    const first = await startSession(services, { userId: 'u3' });
    const second = await refreshSession(services, first.refreshToken);
    await expect(refreshSession(services, first.refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(services, second.refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it('end at the absolute expiry however often they are refreshed', async () => {
    let session = await startSession(services, { userId: 'u4' });
    now = new Date(now.getTime() + (REFRESH_TOKEN_LIFETIME_S - 60) * 1000);
    session = await refreshSession(services, session.refreshToken);
    now = new Date(now.getTime() + 120 * 1000);
    await expect(refreshSession(services, session.refreshToken)).rejects.toMatchObject({ status: 401, message: 'Token expired' });
  });

  it('are revoked on logout', async () => {
    const session = await startSession(services, { userId: 'u5' });
    expect(await endSession(services, session.refreshToken)).toBe(true);
    await expect(refreshSession(services, session.refreshToken)).rejects.toMatchObject({ status: 401 });
    expect(await endSession(services, 'unknown')).toBe(false);
  });

  it('are all revoked for a subject', async () => {
    const a = await startSession(services, { userId: 'u6' });
    const b = await startSession(services, { userId: 'u6' });
    await endAllSessions(services, { userId: 'u6' });
    await expect(refreshSession(services, a.refreshToken)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(services, b.refreshToken)).rejects.toMatchObject({ status: 401 });
  });
});
