// GET and HEAD /media/tracks/{trackId}/preview and /stream (schema/rest.openapi.yaml, tag media): a
// track's preview excerpt for anyone, its whole audio for a player only, both with byte ranges.
import { eq } from 'drizzle-orm';
import { defineHandlers } from '../rest/handlers';
import type { RestResult } from '../rest/handlers';
import type { RequestContext } from '../context';
import { soundZones, tracks } from '../db/schema';
import { notFound, unauthorized } from '../errors';
import { viewerOfToken } from '../auth/viewer';
import { AUDIO_CONTENT_TYPE } from './mp3';
import type { AudioKind } from './excerpt';
import type { AudioFile } from './library';
import type { TrackFacts } from './plan';
import { parseRange } from './range';

/** The audio of a track id never changes (a new rendering is a new ETag): kept a year, never revalidated. */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
/** A stream needs a token: browsers may keep it, shared caches may not. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/** Who may fetch a whole track. */
export type StreamGrant = { kind: 'playbackClient'; clientId: string; zoneId: string } | { kind: 'device'; deviceId: string; zoneId: string };

/**
 * Lets a player fetch whole tracks: a web player by its playback token (in the URL, since an <audio>
 * element sends no headers), or a device paired to a zone by its access token. Anyone else gets 401.
 */
export async function authorizeStream(context: RequestContext, token: string | undefined, authorization: string | undefined): Promise<StreamGrant> {
  // The stream URL carries the player's own token (a playback token, or a paired device's in local mode).
  const presented = token ?? /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!presented) throw unauthorized('A player token is needed to stream a track');
  const viewer = await viewerOfToken(context, presented, { playbackTokens: true });
  if (viewer.kind === 'playback') return { kind: 'playbackClient', clientId: viewer.clientId, zoneId: viewer.zoneId };
  if (viewer.kind !== 'device') throw unauthorized('Only a player may stream a whole track');
  const [zone] = await context.db.select({ id: soundZones.id }).from(soundZones).where(eq(soundZones.deviceId, viewer.deviceId)).limit(1);
  if (!zone) throw unauthorized('The device is not paired to a zone');
  return { kind: 'device', deviceId: viewer.deviceId, zoneId: zone.id };
}

async function trackFacts(context: RequestContext, trackId: string): Promise<TrackFacts> {
  const [track] = await context.db.select({ id: tracks.id, durationMs: tracks.durationMs, tags: tracks.tags }).from(tracks).where(eq(tracks.id, trackId)).limit(1);
  if (!track) throw notFound('Track');
  return track;
}

async function serveAudio(context: RequestContext, trackId: string, kind: AudioKind, headers: Record<string, string>, cacheControl: string): Promise<RestResult> {
  return serveFile(await context.audio.file(await trackFacts(context, trackId), kind), headers, cacheControl);
}

/** An audio file (a track's or a message's speech) whole or by the byte range asked for. */
export function serveFile(file: AudioFile, headers: Record<string, string>, cacheControl: string): RestResult {
  const common = { 'accept-ranges': 'bytes', etag: file.etag, 'cache-control': cacheControl };
  // A range of another rendering than the client holds would splice two files: send the whole file.
  const range = headers['if-range'] && headers['if-range'] !== file.etag ? { kind: 'whole' as const } : parseRange(headers.range, file.size);
  switch (range.kind) {
    case 'whole':
      return { status: 200, contentType: AUDIO_CONTENT_TYPE, file: { path: file.path, first: 0, last: file.size - 1 }, headers: common };
    case 'partial':
      return {
        status: 206,
        contentType: AUDIO_CONTENT_TYPE,
        file: { path: file.path, first: range.first, last: range.last },
        headers: { ...common, 'content-range': `bytes ${range.first}-${range.last}/${file.size}` },
      };
    case 'unsatisfiable':
      return { status: 416, headers: { 'content-range': `bytes */${file.size}` } };
  }
}

/**
 * 304 when If-None-Match names the file the client holds (RFC 9110 13.1.2: weak comparison, '*' for
 * any), for audio whose URL stays while its content changes; null when the file must be sent.
 */
export function notModified(file: AudioFile, headers: Record<string, string>, cacheControl: string): RestResult | null {
  const held = headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!held?.some((tag) => tag === '*' || tag === file.etag)) return null;
  return { status: 304, headers: { etag: file.etag, 'cache-control': cacheControl } };
}

export const audioHandlers = defineHandlers({
  async getTrackPreview(request, context) {
    return serveAudio(context, request.params.trackId, 'preview', request.headers, PUBLIC_IMMUTABLE);
  },

  async getTrackStream(request, context) {
    await authorizeStream(context, request.query.token, request.headers.authorization);
    return serveAudio(context, request.params.trackId, 'track', request.headers, PRIVATE_IMMUTABLE);
  },
});
