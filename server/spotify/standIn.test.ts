import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { testCatalogue } from '../music/testCatalogue';
import { SPOTIFY_SCOPES } from '../../src/domain/spotify';
import { STAND_IN_USERS, standInId } from './standInData';

const CLIENT_ID = 'cadence-web';
const CLIENT_SECRET = 'cadence-stand-in-secret';
const ALL_SCOPES = SPOTIFY_SCOPES.join(' ');

describe(`the streaming-service stand-in (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let redirectUri: string;

  beforeAll(async () => {
    server = await startTestServer();
    await testCatalogue(server.app.services.db);
    redirectUri = `${server.origin}/spotify-callback`;
  });
  afterAll(() => server.close());

  const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

  async function consent(fields: Partial<Record<string, string>> = {}) {
    const form = { client_id: CLIENT_ID, redirect_uri: redirectUri, state: 'st-1', scope: ALL_SCOPES, user: 'aurora.cafe', decision: 'allow', ...fields } as Record<string, string>;
    const response = await server.rest('POST', '/stand-in/spotify/authorize', { form });
    return { response, location: new URL(response.headers.get('location') ?? 'http://invalid/') };
  }

  async function token(code: string, uri = redirectUri, authorization = basic()) {
    return server.rest('POST', '/stand-in/spotify/api/token', { form: { grant_type: 'authorization_code', code, redirect_uri: uri }, headers: { authorization } });
  }

  async function accessToken(scope = ALL_SCOPES, user = 'aurora.cafe') {
    const { location } = await consent({ scope, user });
    return (await token(location.searchParams.get('code')!)).body.access_token as string;
  }

  describe('authorize', () => {
    it('shows the consent page to the registered client and redirect URI, listing the scopes asked', async () => {
      const query = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: ALL_SCOPES, state: 'st-1', show_dialog: 'true' });
      const page = await server.rest('GET', `/stand-in/spotify/authorize?${query}`);
      expect(page.status).toBe(200);
      for (const scope of SPOTIFY_SCOPES) expect(page.body).toContain(`<li>${scope}</li>`);
      for (const user of STAND_IN_USERS) expect(page.body).toContain(`value="${user.id}"`);
    });

    it('refuses an unknown client or an unregistered redirect URI with the error page', async () => {
      const ask = (clientId: string, uri: string) =>
        server.rest('GET', `/stand-in/spotify/authorize?${new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: uri })}`);
      const unknownClient = await ask('someone-else', redirectUri);
      expect([unknownClient.status, unknownClient.body]).toEqual([400, expect.stringContaining('INVALID_CLIENT: Invalid client')]);
      const elsewhere = await ask(CLIENT_ID, 'https://attacker.example/spotify-callback');
      expect([elsewhere.status, elsewhere.body]).toEqual([400, expect.stringContaining('INVALID_CLIENT: Invalid redirect URI')]);
      const otherPath = await ask(CLIENT_ID, `${server.origin}/somewhere-else`);
      expect(otherPath.body).toContain('INVALID_CLIENT: Invalid redirect URI');
    });

    it('redirects back with a code and the state on agreeing, and with error=access_denied on cancelling', async () => {
      const agreed = await consent();
      expect(agreed.response.status).toBe(302);
      expect(agreed.location.origin + agreed.location.pathname).toBe(redirectUri);
      expect(agreed.location.searchParams.get('state')).toBe('st-1');
      expect(agreed.location.searchParams.get('code')).toMatch(/.{20,}/);
      const cancelled = await consent({ decision: 'deny' });
      expect(Object.fromEntries(cancelled.location.searchParams)).toEqual({ error: 'access_denied', state: 'st-1' });
    });
  });

  describe('api/token', () => {
    it('exchanges a code once, for a bearer token of an hour with the scopes granted and a refresh token', async () => {
      const code = (await consent()).location.searchParams.get('code')!;
      const first = await token(code);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: ALL_SCOPES, refresh_token: expect.any(String) });
      const again = await token(code);
      expect([again.status, again.body.error]).toEqual([400, 'invalid_grant']);

      const refreshed = await server.rest('POST', '/stand-in/spotify/api/token', { form: { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: CLIENT_ID, client_secret: CLIENT_SECRET } });
      expect(refreshed.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: ALL_SCOPES });
      expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    });

    it('refuses a wrong client secret, and a code with another redirect URI', async () => {
      const code = (await consent()).location.searchParams.get('code')!;
      const wrongSecret = await token(code, redirectUri, basic(CLIENT_ID, 'guess'));
      expect([wrongSecret.status, wrongSecret.body.error]).toEqual([401, 'invalid_client']);
      const otherUri = await token(code, `${server.origin}/spotify-callback?x=1`);
      expect([otherUri.status, otherUri.body]).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid redirect URI' }]);
    });
  });

  describe('the Web API', () => {
    it("pages the current user's playlists with offset and limit", async () => {
      const bearer = `Bearer ${await accessToken()}`;
      const first = await server.rest('GET', '/stand-in/spotify/v1/me/playlists?offset=0&limit=50', { headers: { authorization: bearer } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ offset: 0, limit: 50, total: 53, previous: null, next: expect.stringContaining('offset=50&limit=50') });
      expect(first.body.items).toHaveLength(50);
      expect(first.body.items.slice(0, 3).map((playlist: { name: string }) => playlist.name)).toEqual(['Café Favourites', 'Evening Lounge', 'Voice Memos']);
      expect(first.body.items[0]).toMatchObject({ id: standInId('playlist:aurora.cafe:favourites'), uri: `spotify:playlist:${standInId('playlist:aurora.cafe:favourites')}`, tracks: { total: 14 } });
      const second = await server.rest('GET', '/stand-in/spotify/v1/me/playlists?offset=50&limit=50', { headers: { authorization: bearer } });
      expect(second.body.items.map((playlist: { name: string }) => playlist.name)).toEqual(['Daily Mix 48', 'Daily Mix 49', 'Daily Mix 50']);
      expect(second.body.next).toBeNull();
    });

    it('shows private playlists only with playlist-read-private, and collaborative ones only with playlist-read-collaborative', async () => {
      const names = async (scope: string, user: string) =>
        (await server.rest('GET', '/stand-in/spotify/v1/me/playlists?limit=5', { headers: { authorization: `Bearer ${await accessToken(scope, user)}` } })).body.items.map((p: { name: string }) => p.name);
      expect(await names('user-top-read', 'aurora.cafe')).toEqual(['Café Favourites', 'Daily Mix 1', 'Daily Mix 2', 'Daily Mix 3', 'Daily Mix 4']);
      expect(await names('playlist-read-private', 'nordic.gym')).toEqual(['Workout Energy']);
      expect(await names('playlist-read-collaborative', 'nordic.gym')).toEqual(['Workout Energy', 'Cool Down']);
    });

    it("answers a playlist's items, 404 for one it does not know, and 401 without a valid token", async () => {
      const bearer = `Bearer ${await accessToken()}`;
      const id = standInId('playlist:aurora.cafe:voice-memos');
      const items = await server.rest('GET', `/stand-in/spotify/v1/playlists/${id}/tracks?limit=2&offset=1`, { headers: { authorization: bearer } });
      expect(items.body).toMatchObject({ total: 3, offset: 1, limit: 2, next: null });
      expect(items.body.items.map((item: { track: { is_local: boolean } }) => item.track.is_local)).toEqual([true, false]);
      const unknown = await server.rest('GET', `/stand-in/spotify/v1/playlists/${'A'.repeat(22)}/tracks`, { headers: { authorization: bearer } });
      expect(unknown.status).toBe(404);
      const me = await server.rest('GET', '/stand-in/spotify/v1/me', { headers: { authorization: bearer } });
      expect(me.body).toMatchObject({ id: 'aurora.cafe', display_name: 'Café Aurora', country: 'SE', type: 'user', uri: 'spotify:user:aurora.cafe' });
      const anonymous = await server.rest('GET', '/stand-in/spotify/v1/me/playlists', { headers: { authorization: 'Bearer nonsense' } });
      expect([anonymous.status, anonymous.body]).toEqual([401, { error: { status: 401, message: 'Invalid access token' } }]);
    });
  });
});
