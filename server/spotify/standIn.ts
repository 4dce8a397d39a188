// Stand-in of the streaming service (DECISIONS.md: Spotify, at /stand-in/spotify) in the shape of its
// accounts service and Web API: the authorise page a person consents on (in the product's 700x700
// popup), the token exchange, and the current user's profile, playlists and playlist items. Like the
// real service it serves only the registered client and redirect URI, and answers its own error shapes.
import type { RequestContext } from '../context';
import { hashSecret, newSecret } from '../auth/tokens';
import { defineHandlers } from '../rest/handlers';
import type { RestRequest } from '../rest/handlers';
import { createAuthRequest, peekAuthRequest, useAuthRequest } from '../people/authRequests';
import { escapeHtml, hiddenFields, htmlPage } from '../people/html';
import { isAppAddress, redirectTo, withQuery } from '../people/redirects';
import { SPOTIFY_CALLBACK_PATH } from '../../src/domain/spotify';
import { STAND_IN_USERS, standInPlaylist, standInPlaylists } from './standInData';
import type { StandInPlaylist, StandInTrack } from './standInData';

const CODE_LIFETIME_S = 5 * 60;
/** What the service gives an access token, in seconds. */
export const ACCESS_TOKEN_LIFETIME_S = 3600;
const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 3600;
const BASE = '/stand-in/spotify';

interface Grant {
  userId: string;
  scope: string;
}

interface CodeData extends Grant {
  clientId: string;
  redirectUri: string;
}

type StandInContext = Pick<RequestContext, 'config' | 'db' | 'now'>;

const isRegisteredRedirect = (context: StandInContext, uri: string) => isAppAddress(context.config, uri) && new URL(uri).pathname === SPOTIFY_CALLBACK_PATH;

const errorPage = (message: string) => ({ status: 400, raw: htmlPage('Error', `<h1>${escapeHtml(message)}</h1>`), contentType: 'text/html; charset=utf-8' });

/** The error page the service shows for a client or redirect URI it does not know, or null when both are fine. */
function clientError(context: StandInContext, clientId: string, redirectUri: string) {
  if (clientId !== context.config.SPOTIFY_CLIENT_ID) return errorPage('INVALID_CLIENT: Invalid client');
  if (!isRegisteredRedirect(context, redirectUri)) return errorPage('INVALID_CLIENT: Invalid redirect URI');
  return null;
}

function consentPage(query: { client_id: string; redirect_uri: string; state?: string; scope?: string }): string {
  const scopes = (query.scope ?? '').split(' ').filter(Boolean);
  const users = STAND_IN_USERS.map((user, i) => `<option value="${escapeHtml(user.id)}"${i === 0 ? ' selected' : ''}>${escapeHtml(user.displayName)} (${escapeHtml(user.id)})</option>`).join('');
  return htmlPage(
    'Connect to Spotify',
    `<h1>Connect Cadence to Spotify</h1>
<p class="note">Stand-in of Spotify's authorisation page: no password is checked. Choose the Spotify account to continue as.</p>
<div class="card">
<p><strong>Cadence</strong> wants to:</p>
<ul>${scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('')}</ul>
<form method="post" action="${BASE}/authorize">
${hiddenFields({ client_id: query.client_id, redirect_uri: query.redirect_uri, state: query.state, scope: query.scope })}
<label>Spotify account <select name="user">${users}</select></label>
<div><button type="submit" name="decision" value="allow">Agree</button> <button type="submit" name="decision" value="deny" class="secondary">Cancel</button></div>
</form>
</div>`,
  );
}

/** The account and scopes an access token stands for, or null when it is unknown or expired. */
async function grantOf(context: StandInContext, authorization: string | undefined): Promise<Grant | null> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return token ? peekAuthRequest<Grant>(context, 'spotify_token', hashSecret(token)) : null;
}

async function issueToken(context: StandInContext, grant: Grant, withRefresh: boolean) {
  const access = newSecret();
  await createAuthRequest(context, 'spotify_token', access.hash, { ...grant }, ACCESS_TOKEN_LIFETIME_S);
  const body = { access_token: access.secret, token_type: 'Bearer' as const, expires_in: ACCESS_TOKEN_LIFETIME_S, scope: grant.scope };
  if (!withRefresh) return { status: 200 as const, body };
  const refresh = newSecret();
  await createAuthRequest(context, 'spotify_refresh', refresh.hash, { ...grant }, REFRESH_TOKEN_LIFETIME_S);
  return { status: 200 as const, body: { ...body, refresh_token: refresh.secret } };
}

/** The client credentials of a token request: from the form or a Basic header. */
function clientOf(request: RestRequest<'spotifyRequestToken'>): { id?: string; secret?: string } {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { id, secret };
  }
  return { id: request.body.client_id, secret: request.body.client_secret };
}

const apiError = <S extends 400 | 401 | 403 | 404>(status: S, message: string) => ({ status, body: { error: { status, message } } });

/** Playlists the grant may see: its own public ones, and private or collaborative ones with the scope for them. */
function visibleTo(grant: Grant, playlist: StandInPlaylist): boolean {
  const scopes = grant.scope.split(' ');
  if (playlist.ownerId !== grant.userId) return playlist.public;
  if (playlist.collaborative) return scopes.includes('playlist-read-collaborative');
  return playlist.public || scopes.includes('playlist-read-private');
}

const originOf = (request: RestRequest) => `${request.url.protocol}//${request.headers.host ?? request.url.host}`;

function userRef(origin: string, userId: string) {
  const user = STAND_IN_USERS.find((candidate) => candidate.id === userId);
  return {
    id: userId,
    display_name: user?.displayName ?? null,
    uri: `spotify:user:${userId}`,
    href: `${origin}${BASE}/v1/users/${encodeURIComponent(userId)}`,
    type: 'user' as const,
    external_urls: { spotify: `https://open.spotify.com/user/${encodeURIComponent(userId)}` },
  };
}

function trackJson(track: StandInTrack) {
  return {
    id: track.id,
    name: track.name,
    uri: track.isLocal ? `spotify:local:${encodeURIComponent(track.artist)}:${encodeURIComponent(track.album)}:${encodeURIComponent(track.name)}:${Math.round(track.durationMs / 1000)}` : `spotify:track:${track.id}`,
    duration_ms: track.durationMs,
    explicit: track.explicit,
    is_local: track.isLocal,
    preview_url: null,
    artists: [{ id: `artist-${track.artist.length}`, name: track.artist, uri: `spotify:artist:${encodeURIComponent(track.artist)}` }],
    album: { id: `album-${track.album.length}`, name: track.album, uri: `spotify:album:${encodeURIComponent(track.album)}`, images: [] },
    type: 'track' as const,
  };
}

/** A paging object of `items` from `offset`, with the links of its neighbours. */
function page<T, U>(href: string, all: readonly T[], offset: number, limit: number, toJson: (item: T) => U) {
  const link = (at: number) => `${href}?offset=${at}&limit=${limit}`;
  return {
    href: link(offset),
    items: all.slice(offset, offset + limit).map(toJson),
    limit,
    next: offset + limit < all.length ? link(offset + limit) : null,
    offset,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    total: all.length,
  };
}

const itemsPage = (origin: string, playlist: StandInPlaylist, offset: number, limit: number) =>
  page(`${origin}${BASE}/v1/playlists/${playlist.id}/tracks`, playlist.tracks, offset, limit, (track) => ({ added_at: null, track: trackJson(track) }));

function simplified(origin: string, playlist: StandInPlaylist) {
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    uri: `spotify:playlist:${playlist.id}`,
    href: `${origin}${BASE}/v1/playlists/${playlist.id}`,
    images: [],
    owner: userRef(origin, playlist.ownerId),
    public: playlist.public,
    collaborative: playlist.collaborative,
    snapshot_id: `snapshot-${playlist.tracks.length}`,
    tracks: { href: `${origin}${BASE}/v1/playlists/${playlist.id}/tracks`, total: playlist.tracks.length },
    type: 'playlist' as const,
    external_urls: { spotify: `https://open.spotify.com/playlist/${playlist.id}` },
  };
}

/** The playlist when the grant may read it. */
async function readablePlaylist(context: StandInContext, grant: Grant, id: string): Promise<StandInPlaylist | null> {
  const playlist = await standInPlaylist(context.db, id);
  return playlist && visibleTo(grant, playlist) ? playlist : null;
}

const UNAUTHORIZED = 'Invalid access token';
const NOT_FOUND = 'Resource not found';

export const spotifyStandInHandlers = defineHandlers({
  async spotifyAuthorize(request, context) {
    const { query } = request;
    const failed = clientError(context, query.client_id, query.redirect_uri);
    if (failed) return failed;
    return { status: 200, raw: consentPage(query), contentType: 'text/html; charset=utf-8' };
  },

  async spotifyConsent(request, context) {
    const form = request.body;
    const failed = clientError(context, form.client_id, form.redirect_uri);
    if (failed) return failed;
    const state: Record<string, string> = form.state ? { state: form.state } : {};
    if (form.decision === 'deny' || !STAND_IN_USERS.some((user) => user.id === form.user)) return redirectTo(withQuery(form.redirect_uri, { error: 'access_denied', ...state }));
    const { secret: code, hash } = newSecret();
    const data: CodeData = { userId: form.user, scope: form.scope ?? '', clientId: form.client_id, redirectUri: form.redirect_uri };
    await createAuthRequest(context, 'spotify_code', hash, { ...data }, CODE_LIFETIME_S);
    return redirectTo(withQuery(form.redirect_uri, { code, ...state }));
  },

  async spotifyRequestToken(request, context) {
    const client = clientOf(request);
    if (client.id !== context.config.SPOTIFY_CLIENT_ID || client.secret !== context.config.SPOTIFY_CLIENT_SECRET) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Invalid client' } };
    }
    const form = request.body;
    if (form.grant_type === 'refresh_token') {
      const grant = form.refresh_token ? await peekAuthRequest<Grant>(context, 'spotify_refresh', hashSecret(form.refresh_token)) : null;
      if (!grant) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid refresh token' } };
      return issueToken(context, { userId: grant.userId, scope: grant.scope }, false);
    }
    if (!form.code || !form.redirect_uri) return { status: 400, body: { error: 'invalid_request', error_description: 'code and redirect_uri are required' } };
    const data = await useAuthRequest<CodeData>(context, 'spotify_code', hashSecret(form.code));
    if (!data || data.clientId !== client.id) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } };
    if (data.redirectUri !== form.redirect_uri) return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid redirect URI' } };
    return issueToken(context, { userId: data.userId, scope: data.scope }, true);
  },

  async spotifyGetCurrentUser(request, context) {
    const grant = await grantOf(context, request.headers.authorization);
    if (!grant) return apiError(401, UNAUTHORIZED);
    const origin = originOf(request);
    const user = STAND_IN_USERS.find((candidate) => candidate.id === grant.userId)!;
    return { status: 200, body: { ...userRef(origin, user.id), country: user.country, product: 'premium', images: [] } };
  },

  async spotifyGetCurrentUserPlaylists(request, context) {
    const grant = await grantOf(context, request.headers.authorization);
    if (!grant) return apiError(401, UNAUTHORIZED);
    const origin = originOf(request);
    const own = ((await standInPlaylists(context.db)).get(grant.userId) ?? []).filter((playlist) => visibleTo(grant, playlist));
    const { offset = 0, limit = 20 } = request.query;
    return { status: 200, body: page(`${origin}${BASE}/v1/me/playlists`, own, offset, limit, (playlist) => simplified(origin, playlist)) };
  },

  async spotifyGetPlaylist(request, context) {
    const grant = await grantOf(context, request.headers.authorization);
    if (!grant) return apiError(401, UNAUTHORIZED);
    const playlist = await readablePlaylist(context, grant, request.params.playlist_id);
    if (!playlist) return apiError(404, NOT_FOUND);
    const origin = originOf(request);
    return { status: 200, body: { ...simplified(origin, playlist), followers: { total: 0 }, tracks: itemsPage(origin, playlist, 0, 100) } };
  },

  async spotifyGetPlaylistTracks(request, context) {
    const grant = await grantOf(context, request.headers.authorization);
    if (!grant) return apiError(401, UNAUTHORIZED);
    const playlist = await readablePlaylist(context, grant, request.params.playlist_id);
    if (!playlist) return apiError(404, NOT_FOUND);
    const { offset = 0, limit = 100 } = request.query;
    return { status: 200, body: itemsPage(originOf(request), playlist, offset, limit) };
  },
});
