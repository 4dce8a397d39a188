// The server's calls to the streaming service: the token exchange at its accounts service and the
// playlist reads of its Web API, at the configured base URLs (the stand-in this process serves when
// none is set). Answers are checked with zod: they come from a third party.
import { z } from 'zod';
import type { AppServices } from '../context';

export interface SpotifyToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  scope: string;
  refreshToken: string | null;
}

export interface SpotifyTrackRef {
  name: string;
  artists: string[];
  isLocal: boolean;
}

export interface SpotifyPlaylistContents {
  name: string;
  description: string | null;
  tracks: SpotifyTrackRef[];
}

/** A failed call: the service's status (0 when it could not be reached) and its message. */
export class SpotifyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TokenSchema = z.object({ access_token: z.string(), token_type: z.string(), expires_in: z.number().int().positive(), scope: z.string(), refresh_token: z.string().optional() });
const AuthErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const ApiErrorSchema = z.object({ error: z.object({ status: z.number(), message: z.string() }) });
const TrackSchema = z.object({ name: z.string(), is_local: z.boolean(), artists: z.array(z.object({ name: z.string() })) });
const ItemsPageSchema = z.object({ items: z.array(z.object({ track: TrackSchema.nullable() })), next: z.string().nullable() });
const PlaylistSchema = z.object({ name: z.string(), description: z.string().nullable().optional(), tracks: ItemsPageSchema });

/** Items read per page of a playlist (the service's largest). */
const ITEMS_PAGE_SIZE = 100;

type SpotifyServices = Pick<AppServices, 'config' | 'listeningOrigin'>;

const standInBase = (services: SpotifyServices) => `${services.listeningOrigin()}/stand-in/spotify`;
const accountsUrl = (services: SpotifyServices) => services.config.SPOTIFY_ACCOUNTS_URL ?? standInBase(services);
const apiUrl = (services: SpotifyServices) => services.config.SPOTIFY_API_URL ?? standInBase(services);

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new SpotifyError(0, 'Spotify cannot be reached');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    throw new SpotifyError(response.status, 'Spotify answered something other than JSON');
  }
  return { status: response.status, body };
}

async function requestToken(services: SpotifyServices, form: Record<string, string>): Promise<SpotifyToken> {
  const { config } = services;
  const credentials = Buffer.from(`${config.SPOTIFY_CLIENT_ID}:${config.SPOTIFY_CLIENT_SECRET}`).toString('base64');
  const { status, body } = await send(`${accountsUrl(services)}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${credentials}` },
    body: new URLSearchParams(form).toString(),
  });
  if (status !== 200) {
    const error = AuthErrorSchema.safeParse(body);
    throw new SpotifyError(status, error.success ? (error.data.error_description ?? error.data.error) : `Token request failed (${status})`);
  }
  const token = TokenSchema.parse(body);
  return { accessToken: token.access_token, tokenType: token.token_type, expiresIn: token.expires_in, scope: token.scope, refreshToken: token.refresh_token ?? null };
}

/** Exchanges an authorisation code for tokens. */
export const exchangeSpotifyCode = (services: SpotifyServices, code: string, redirectUri: string) => requestToken(services, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** A new access token for a refresh token. */
export const refreshSpotifyToken = (services: SpotifyServices, refreshToken: string) => requestToken(services, { grant_type: 'refresh_token', refresh_token: refreshToken });

async function apiGet<T>(url: string, authorization: string, schema: z.ZodType<T>): Promise<T> {
  const { status, body } = await send(url, { headers: { authorization } });
  if (status !== 200) {
    const error = ApiErrorSchema.safeParse(body);
    throw new SpotifyError(status, error.success ? error.data.error.message : `Spotify answered ${status}`);
  }
  return schema.parse(body);
}

const trackRef = (track: z.infer<typeof TrackSchema>): SpotifyTrackRef => ({ name: track.name, artists: track.artists.map((artist) => artist.name), isLocal: track.is_local });

/** A playlist with every one of its items (unavailable ones, which the service answers as null, left out). */
export async function readSpotifyPlaylist(services: SpotifyServices, authorization: string, playlistId: string): Promise<SpotifyPlaylistContents> {
  const base = `${apiUrl(services)}/v1/playlists/${encodeURIComponent(playlistId)}`;
  const playlist = await apiGet(base, authorization, PlaylistSchema);
  const items = [...playlist.tracks.items];
  let next = playlist.tracks.next ? `${base}/tracks?offset=${items.length}&limit=${ITEMS_PAGE_SIZE}` : null;
  while (next) {
    const page = await apiGet(next, authorization, ItemsPageSchema);
    items.push(...page.items);
    next = page.next && page.items.length ? `${base}/tracks?offset=${items.length}&limit=${ITEMS_PAGE_SIZE}` : null;
  }
  return { name: playlist.name, description: playlist.description ?? null, tracks: items.flatMap((item) => (item.track ? [trackRef(item.track)] : [])) };
}
