import { describe, expect, it } from 'vitest';
import { InvalidTokenError, PLAYBACK_TOKEN_LIFETIME_S, createTokenService } from './tokens';

describe('playback tokens', () => {
  it('carry the client and its zone until they expire', async () => {
    let now = Date.parse('2026-11-25T12:00:00Z');
    const tokens = createTokenService('secret', () => now);
    const { token, expiresAt } = await tokens.issuePlaybackToken('client-1', 'zone-1');
    expect(expiresAt.getTime()).toBe(now + PLAYBACK_TOKEN_LIFETIME_S * 1000);
    await expect(tokens.verifyPlaybackToken(token)).resolves.toMatchObject({ sub: 'client-1', zone: 'zone-1', typ: 'playback' });
    now += PLAYBACK_TOKEN_LIFETIME_S * 1000;
    await expect(tokens.verifyPlaybackToken(token)).rejects.toEqual(new InvalidTokenError('expired'));
  });

  it('are not access tokens, and access tokens are not playback tokens', async () => {
    const tokens = createTokenService('secret');
    const playback = await tokens.issuePlaybackToken('client-1', 'zone-1');
    const access = await tokens.issueAccessToken('user-1', 'user');
    await expect(tokens.verifyAccessToken(playback.token)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyPlaybackToken(access.token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
