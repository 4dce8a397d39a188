import { describe, expect, it } from 'vitest';
import { SPOTIFY_SCOPES, spotifyAuthorizeHref, spotifyPlaylistId, spotifyTokenExpiresAt } from './spotify';

const ID = '37i9dQZF1DXcBWIGoYBM5M';

describe('streaming-service import rules', () => {
  it('takes a playlist URI, with or without a user, or a web URL, and nothing else', () => {
    expect(spotifyPlaylistId(`spotify:playlist:${ID}`)).toBe(ID);
    expect(spotifyPlaylistId(` spotify:user:aurora.cafe:playlist:${ID} `)).toBe(ID);
    expect(spotifyPlaylistId(`https://open.spotify.com/playlist/${ID}?si=abc`)).toBe(ID);
    expect(spotifyPlaylistId(`https://open.spotify.com/user/aurora/playlist/${ID}`)).toBe(ID);
    for (const other of [`spotify:album:${ID}`, `spotify:playlist:${ID}x`, `https://example.com/playlist/${ID}`, 'spotify:playlist:short', '']) {
      expect(spotifyPlaylistId(other)).toBeNull();
    }
  });

  it('treats a token as expired one minute before expires_in runs out', () => {
    expect(spotifyTokenExpiresAt(1_000_000, 3600)).toBe(1_000_000 + 3_600_000 - 60_000);
  });

  it('asks for a code with every scope, the state and show_dialog=true', () => {
    const href = new URL(spotifyAuthorizeHref({ authorizeUrl: 'https://accounts.example/authorize', clientId: 'cid', redirectUri: 'https://app.example/spotify-callback', state: 's1' }));
    expect(Object.fromEntries(href.searchParams)).toEqual({
      client_id: 'cid',
      response_type: 'code',
      redirect_uri: 'https://app.example/spotify-callback',
      scope: SPOTIFY_SCOPES.join(' '),
      state: 's1',
      show_dialog: 'true',
    });
    expect(SPOTIFY_SCOPES).toEqual(['playlist-read-private', 'playlist-read-collaborative', 'user-follow-read', 'user-top-read', 'user-library-read', 'user-read-recently-played']);
  });
});
