import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { playbackClients } from '../db/schema';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { contractOperation } from '../premises/testWorld';
import { requestRaw } from '../http/testing';
import { PREVIEW_SECONDS } from './excerpt';
import { MP3_BITRATE_KBPS } from './mp3';
import { mp3Frames } from './testing';

describe(`track audio (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let dataDir: string;
  let shortTrack: { id: string; durationMs: number };
  let longTrack: { id: string; durationMs: number };
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => requestRaw(server.origin + path, { method, headers: { 'accept-encoding': 'gzip, br', ...headers } });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cadence-audio-'));
    server = await startTestServer({ env: { DATA_DIR: dataDir, PRERENDER_AUDIO: 'true' } });
    // 6 s and 40 s: the preview of the long one is an excerpt, of the short one the whole track.
    const made = await fixtures(server.app.services.db).tracks([
      { title: 'Short', minutes: 0.1, tags: ['lounge', 'chill', 'slow'] },
      { title: 'Long', minutes: 40 / 60, tags: ['rock', 'energetic', 'fast'] },
    ]);
    [shortTrack, longTrack] = [made[0]!, made[1]!];
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('GET /media/tracks/{id}/preview', () => {
    it('answers a valid 128 kbit/s MP3 of 30 s, uncompressed, cached as immutable', async () => {
      const response = await get(`/media/tracks/${longTrack.id}/preview`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"a1-\d+-/);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      const frames = mp3Frames(response.body);
      expect(frames.bytes).toBe(response.body.length);
      expect(frames.bitrates).toEqual([MP3_BITRATE_KBPS]);
      expect(frames.sampleRate).toBe(44_100);
      expect(Math.abs(frames.seconds - PREVIEW_SECONDS) / PREVIEW_SECONDS).toBeLessThan(0.01);
    });

    it('is the whole track when the track is shorter than 30 s', async () => {
      const frames = mp3Frames((await get(`/media/tracks/${shortTrack.id}/preview`)).body);
      expect(Math.abs(frames.seconds - 6) / 6).toBeLessThan(0.01);
    });

    it('answers byte ranges: first bytes, middle, open-ended, suffix', async () => {
      const whole = (await get(`/media/tracks/${longTrack.id}/preview`)).body;
      const size = whole.length;
      const cases: [string, number, number][] = [
        ['bytes=0-1', 0, 1],
        ['bytes=1000-1999', 1000, 1999],
        [`bytes=${size - 10}-`, size - 10, size - 1],
        ['bytes=-500', size - 500, size - 1],
        [`bytes=100-${size + 1000}`, 100, size - 1],
      ];
      for (const [range, first, last] of cases) {
        const response = await get(`/media/tracks/${longTrack.id}/preview`, { range });
        expect(response.status, range).toBe(206);
        expect(response.headers['content-range'], range).toBe(`bytes ${first}-${last}/${size}`);
        expect(Number(response.headers['content-length']), range).toBe(last - first + 1);
        expect(response.body.equals(whole.subarray(first, last + 1)), range).toBe(true);
      }
    });

    it('answers 416 for a range past the end, with the size', async () => {
      const size = (await get(`/media/tracks/${longTrack.id}/preview`)).body.length;
      const response = await get(`/media/tracks/${longTrack.id}/preview`, { range: `bytes=${size}-` });
      expect(response.status).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
    });

    it('sends the whole file when If-Range names another rendering', async () => {
      const response = await get(`/media/tracks/${longTrack.id}/preview`, { range: 'bytes=0-1', 'if-range': '"a0-old"' });
      expect(response.status).toBe(200);
      const etag = response.headers.etag!;
      expect((await get(`/media/tracks/${longTrack.id}/preview`, { range: 'bytes=0-1', 'if-range': etag })).status).toBe(206);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const full = await get(`/media/tracks/${longTrack.id}/preview`);
      const head = await get(`/media/tracks/${longTrack.id}/preview`, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(full.body.length));
      expect(head.headers['content-type']).toBe('audio/mpeg');
      const partial = await get(`/media/tracks/${longTrack.id}/preview`, { range: 'bytes=0-9' }, 'HEAD');
      expect(partial.status).toBe(206);
      expect(partial.headers['content-length']).toBe('10');
    });

    it('renders each file once and serves it from disk after', async () => {
      const before = server.app.services.audio.renders;
      await Promise.all([1, 2, 3].map(() => get(`/media/tracks/${longTrack.id}/preview`)));
      expect(server.app.services.audio.renders).toBe(before);
      const files = await readdir(join(dataDir, 'audio'));
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(files.filter((f) => f.endsWith('.preview.v1.mp3'))).toHaveLength(2);
    });

    it('answers 404 in the error shape for an unknown track', async () => {
      const response = await server.rest('GET', '/media/tracks/no-such-track/preview');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'not_found', message: 'Track not found' });
    });
  });

  describe('GET /media/tracks/{id}/stream', () => {
    it('answers 401 without a token, with a wrong one, and to a user', async () => {
      const fx = fixtures(server.app.services.db, server.app.services.tokens);
      const user = await fx.user();
      const unpaired = await fx.token('device-without-zone', 'interactive_device');
      for (const [what, path, headers] of [
        ['no token', `/media/tracks/${shortTrack.id}/stream`, {}],
        ['a wrong token', `/media/tracks/${shortTrack.id}/stream?token=not-a-token`, {}],
        ["a user's access token as the token", `/media/tracks/${shortTrack.id}/stream?token=${await fx.token(user.id)}`, {}],
        ["a user's bearer token", `/media/tracks/${shortTrack.id}/stream`, { authorization: `Bearer ${await fx.token(user.id)}` }],
        ['an unpaired device', `/media/tracks/${shortTrack.id}/stream`, { authorization: `Bearer ${unpaired}` }],
      ] as const) {
        const response = await get(path, headers);
        expect(response.status, what).toBe(401);
        expect(JSON.parse(response.body.toString()), what).toMatchObject({ error: 'unauthorized' });
      }
    });

    /** A web tab playing a zone, as createPlaybackClient leaves it: the zone's current client. */
    async function playbackClient(clientId: string) {
      const fx = fixtures(server.app.services.db, server.app.services.tokens);
      const zone = await fx.soundZone((await fx.location((await fx.account()).id)).id);
      const now = new Date();
      await server.app.services.db.insert(playbackClients).values({ soundZoneId: zone.id, clientId, name: 'Chromium', description: 'Chromium 156', createdAt: now });
      return { zone, token: (await server.app.services.tokens.issuePlaybackToken(clientId, zone.id)).token };
    }

    it('refuses the playback token of a client another has taken the zone over from', async () => {
      const { zone, token } = await playbackClient('client-old');
      expect((await get(`/media/tracks/${shortTrack.id}/stream?token=${token}`, { range: 'bytes=0-9' })).status).toBe(206);
      await server.app.services.db.update(playbackClients).set({ clientId: 'client-new' }).where(eq(playbackClients.soundZoneId, zone.id));
      expect((await get(`/media/tracks/${shortTrack.id}/stream?token=${token}`)).status).toBe(401);
    });

    it("streams the whole track to a web player's playback token, exactly as long as the track", async () => {
      const { token } = await playbackClient('client-1');
      const response = await get(`/media/tracks/${longTrack.id}/stream?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const frames = mp3Frames(response.body);
      expect(Math.abs(frames.seconds * 1000 - longTrack.durationMs) / longTrack.durationMs).toBeLessThan(0.01);
      const range = await get(`/media/tracks/${longTrack.id}/stream?token=${token}`, { range: 'bytes=-100' });
      expect(range.status).toBe(206);
      expect(range.body.equals(response.body.subarray(-100))).toBe(true);
    });

    it("streams to the access token of a device paired to a zone", async () => {
      const fx = fixtures(server.app.services.db, server.app.services.tokens);
      const account = await fx.account();
      const location = await fx.location(account.id);
      await fx.soundZone(location.id, { deviceId: 'paired-device-1' });
      const response = await get(`/media/tracks/${shortTrack.id}/stream`, { authorization: `Bearer ${await fx.token('paired-device-1', 'interactive_device')}` });
      expect(response.status).toBe(200);
      expect(mp3Frames(response.body).bytes).toBe(response.body.length);
      // In local mode the player's stream URL carries its device token (server/engine/playerState.ts).
      const inUrl = await get(`/media/tracks/${shortTrack.id}/stream?token=${await fx.token('paired-device-1', 'interactive_device')}`, { range: 'bytes=0-9' });
      expect(inUrl.status).toBe(206);
    });
  });

  it('renders what a player streams now and next as soon as it reads its state', async () => {
    const fx = fixtures(server.app.services.db, server.app.services.tokens);
    const { user, zone } = await fx.world();
    const device = await fx.pairedDevice(zone.id);
    const songs = await fx.tracks([
      { title: 'Now', minutes: 0.05 },
      { title: 'Next', minutes: 0.05 },
      { title: 'Later', minutes: 0.05 },
    ]);
    const playlist = await fx.playlist(songs.map((song) => song.id));
    await server.graphql(contractOperation('SoundZoneAssignSource'), { input: { soundZones: [zone.id], source: playlist.id, immediate: true } }, { token: await fx.token(user.id) });
    const before = server.app.services.audio.renders;
    const read = await server.graphql('{ player { current { track { id } } } }', {}, { token: await fx.token(device.id, 'interactive_device'), endpoint: 'playback' });
    expect(read.body.data.player.current.track.id).toBe(songs[0]!.id);
    await vi.waitFor(() => expect(server.app.services.audio.renders).toBe(before + 2), { timeout: 60_000 });
    const files = await readdir(join(dataDir, 'audio'));
    expect(files.filter((f) => f.endsWith('.track.v1.mp3')).length).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
