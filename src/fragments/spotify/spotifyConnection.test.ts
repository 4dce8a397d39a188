// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepSpotifyConnection, spotifyAuthorization, usableSpotifyConnection } from './spotifyConnection';

describe('the kept streaming-service connection', () => {
  afterEach(() => sessionStorage.clear());

  it('is used until a minute before the token expires (core.md 5), then no more', () => {
    const kept = keepSpotifyConnection({ id: 'connection-1', accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 3600 }, 1_000_000);
    expect(kept).toEqual({ connectionId: 'connection-1', accessToken: 'token-1', tokenType: 'Bearer', expiresAt: 1_000_000 + 3_540_000 });
    expect(usableSpotifyConnection(1_000_000 + 3_539_999)).toEqual(kept);
    expect(usableSpotifyConnection(1_000_000 + 3_540_000)).toBeNull();
  });

  it("sends the service '{token_type} {access_token}'", () => {
    expect(spotifyAuthorization({ connectionId: 'c', accessToken: 'abc', tokenType: 'Bearer', expiresAt: 0 })).toBe('Bearer abc');
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('cadence.spotifyConnection', '{not json');
    expect(usableSpotifyConnection()).toBeNull();
  });
});
