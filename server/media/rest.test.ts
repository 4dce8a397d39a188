import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { fixtures } from '../testing/fixtures';
import { albums, artists, browseCategories, playlists } from '../db/schema';
import { encodeId } from '../../src/domain/ids';
import { MIGRATOR_BUNDLE_TTL_MS } from './migrator';
import type { StatusPageFile } from './statusPage';

const svgSize = (svg: string) => /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe(`media and stand-ins (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let dataDir: string;
  const statusFile = () => join(dataDir, 'statuspage.json');
  const writeStatus = (content: StatusPageFile | string) => writeFile(statusFile(), typeof content === 'string' ? content : JSON.stringify(content));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cadence-media-'));
    server = await startTestServer({ env: { DATA_DIR: dataDir, STAND_IN_COUNTRY: 'NO', PUBLIC_ORIGIN: 'http://cadence.test:8080' } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('GET /api/images/{kind}/{id}/{width}/{height}', () => {
    const playlistId = encodeId([{ kind: 'Playlist', intId: 900_001 }]);
    const albumId = encodeId([{ kind: 'Album', intId: 900_001 }]);

    beforeAll(async () => {
      const db = server.app.services.db;
      await db.insert(artists).values({ id: encodeId([{ kind: 'Artist', intId: 900_001 }]), name: 'Mira Solberg', color: '#2F5D50' });
      await db.insert(albums).values({ id: albumId, title: 'Quiet Pines', albumType: 'album', artistId: encodeId([{ kind: 'Artist', intId: 900_001 }]), color: '#7A3E48' });
      await db.insert(playlists).values({ id: playlistId, name: 'Morning Coffee', composerType: 'CURATOR', color: '#1E3A5F', snapshot: 'snap-1' });
      await db.insert(browseCategories).values({ id: encodeId([{ kind: 'BrowseCategory', intId: 900_001 }]), slug: 'jazz-test', name: 'Jazz', type: 'genre', color: '#C27C2C', position: 0 });
    });

    it('answers an SVG of exactly the asked size, cached as immutable', async () => {
      const response = await server.rest('GET', `/api/images/cover/${playlistId}/400/300`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
      expect(svgSize(response.body)).toEqual([400, 300]);
      expect(response.body).toContain('viewBox="0 0 400 300"');
    });

    it('draws the same picture for the same id every time, and another for another id', async () => {
      const first = await server.rest('GET', `/api/images/cover/${playlistId}/200/200`);
      const again = await server.rest('GET', `/api/images/cover/${playlistId}/200/200`);
      const other = await server.rest('GET', `/api/images/cover/${albumId}/200/200`);
      expect(again.body).toBe(first.body);
      expect(other.body).not.toBe(first.body);
    });

    it("paints covers in the playlist's, album's and category's colour", async () => {
      expect((await server.rest('GET', `/api/images/cover/${playlistId}/96/96`)).body).toContain('stop-color="#1E3A5F"');
      expect((await server.rest('GET', `/api/images/cover/${albumId}/96/96`)).body).toContain('stop-color="#7A3E48"');
      expect((await server.rest('GET', `/api/images/cover/cadence:album:${albumId.replace(/\.+$/, '')}/96/96`)).body).toContain('stop-color="#7A3E48"');
      expect((await server.rest('GET', '/api/images/category/cadence:tag:jazz-test/48/48')).body).toContain('stop-color="#C27C2C"');
    });

    it("shows the account's initials on its logo, cached for a day since a business may be renamed", async () => {
      const account = await fixtures(server.app.services.db).account({ businessName: 'Café Lumen' });
      const response = await server.rest('GET', `/api/images/logo/${account.id}/48/48`);
      expect(response.status).toBe(200);
      expect(response.body).toMatch(/<text [^>]*>CL<\/text>/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    });

    it("shows an artist's initials on its avatar, but never a user's name", async () => {
      const artist = await server.rest('GET', `/api/images/avatar/${encodeId([{ kind: 'Artist', intId: 900_001 }])}/144/144`);
      expect(artist.body).toMatch(/<text [^>]*>MS<\/text>/);
      expect(artist.body).toContain('<ellipse');
      const user = await fixtures(server.app.services.db).user({ name: 'Olivia Berg' });
      expect((await server.rest('GET', `/api/images/avatar/${user.id}/144/144`)).body).not.toContain('<text');
    });

    it('writes nothing but the letters of the name into the document', async () => {
      const account = await fixtures(server.app.services.db).account({ businessName: '<script> &co' });
      const body = (await server.rest('GET', `/api/images/logo/${account.id}/48/48`)).body as string;
      expect(body).not.toContain('<script');
      expect(body).toMatch(/<text [^>]*>C<\/text>/);
    });

    it('draws unknown ids too, from the id alone', async () => {
      const response = await server.rest('GET', '/api/images/cover/no-such-thing/3000/1');
      expect(response.status).toBe(200);
      expect(svgSize(response.body)).toEqual([3000, 1]);
    });

    it('answers 400 for sizes outside 1 to 3000 and unknown kinds', async () => {
      expect((await server.rest('GET', `/api/images/cover/${playlistId}/3001/100`)).status).toBe(400);
      expect((await server.rest('GET', `/api/images/cover/${playlistId}/0/100`)).status).toBe(400);
      expect((await server.rest('GET', `/api/images/cover/${playlistId}/%25w/%25h`)).status).toBe(400);
      expect((await server.rest('GET', `/api/images/banner/${playlistId}/10/10`)).status).toBe(400);
    });
  });

  describe('the caller’s country', () => {
    it('answers auth /determine_location from a trusted country header', async () => {
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'x-country': 'se' } })).body).toEqual({ country: 'SE' });
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'cf-ipcountry': 'JP' } })).body).toEqual({ country: 'JP' });
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'x-country': 'US', 'cf-ipcountry': 'JP' } })).body).toEqual({ country: 'US' });
    });

    it("answers 'ZZ' without a usable header, so the app asks the location service", async () => {
      expect((await server.rest('GET', '/auth/determine_location')).body).toEqual({ country: 'ZZ' });
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'cf-ipcountry': 'XX' } })).body).toEqual({ country: 'ZZ' });
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'cf-ipcountry': 'T1' } })).body).toEqual({ country: 'ZZ' });
      expect((await server.rest('GET', '/auth/determine_location', { headers: { 'x-country': 'Sweden' } })).body).toEqual({ country: 'ZZ' });
    });

    it('answers the configured country from the location stand-in', async () => {
      const response = await server.rest('GET', '/stand-in/location/determine-location');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ country: 'NO' });
    });
  });

  describe('the status page stand-in', () => {
    const summary = async () => {
      const response = await server.rest('GET', '/stand-in/statuspage/api/v2/summary.json');
      expect(response.status).toBe(200);
      return response.body;
    };

    it('is operational without a file', async () => {
      await rm(statusFile(), { force: true });
      const body = await summary();
      expect(body.status).toEqual({ indicator: 'none', description: 'All Systems Operational' });
      expect(body.incidents).toEqual([]);
      expect(body.scheduled_maintenances).toEqual([]);
      expect(body.components.map((c: any) => c.status)).toEqual(Array(body.components.length).fill('operational'));
      expect(body.page).toMatchObject({ name: 'Cadence', url: 'http://cadence.test:8080/stand-in/statuspage/api/v2/summary.json' });
    });

    it('shows the incidents a developer writes into the file, newest update first, and leaves out resolved ones', async () => {
      await writeStatus({
        components: [{ name: 'Music streaming', status: 'degraded_performance' }, { name: 'Web app' }],
        incidents: [
          {
            name: 'Delayed playback start',
            impact: 'major',
            status: 'identified',
            created_at: '2026-11-22T10:00:00Z',
            components: ['Music streaming'],
            updates: [
              { status: 'investigating', body: 'We are looking into slow starts.', at: '2026-11-22T10:00:00Z' },
              { status: 'identified', body: 'A cache node is overloaded.', at: '2026-11-22T10:30:00Z' },
            ],
          },
          { name: 'Old outage', status: 'resolved', body: 'Fixed.' },
        ],
      });
      const body = await summary();
      expect(body.incidents).toHaveLength(1);
      const [incident] = body.incidents;
      expect(incident).toMatchObject({
        name: 'Delayed playback start',
        impact: 'major',
        status: 'identified',
        created_at: '2026-11-22T10:00:00.000Z',
        updated_at: '2026-11-22T10:30:00.000Z',
        shortlink: expect.stringMatching(/^http:\/\/cadence\.test:8080\/.+#incident-[a-z0-9]{12}$/),
        components: [expect.objectContaining({ name: 'Music streaming', status: 'degraded_performance' })],
      });
      expect(incident.incident_updates.map((u: any) => u.body)).toEqual(['A cache node is overloaded.', 'We are looking into slow starts.']);
      expect(incident.incident_updates[0].incident_id).toBe(incident.id);
      expect(body.status).toEqual({ indicator: 'major', description: 'Partial System Outage' });
      expect((await summary()).incidents[0].id).toBe(incident.id);
    });

    it('lists maintenances not yet completed, and says so while one is in progress', async () => {
      await writeStatus({
        scheduled_maintenances: [
          { name: 'Database upgrade', status: 'in_progress', scheduled_for: '2026-11-22T11:00:00Z', scheduled_until: '2026-11-22T13:00:00Z', body: 'Upgrading.' },
          { name: 'Last week', status: 'completed', scheduled_for: '2026-11-15T11:00:00Z', scheduled_until: '2026-11-15T13:00:00Z' },
        ],
      });
      const body = await summary();
      expect(body.scheduled_maintenances).toHaveLength(1);
      expect(body.scheduled_maintenances[0]).toMatchObject({ name: 'Database upgrade', status: 'in_progress', impact: 'maintenance', scheduled_for: '2026-11-22T11:00:00.000Z', incident_updates: [expect.objectContaining({ body: 'Upgrading.' })] });
      expect(body.status).toEqual({ indicator: 'none', description: 'Service Under Maintenance' });
    });

    it('reads the example file shipped beside the stand-in', async () => {
      await writeFile(statusFile(), await readFile(new URL('./statuspage.example.json', import.meta.url), 'utf8'));
      const body = await summary();
      expect(body.incidents).toEqual([expect.objectContaining({ name: 'Delayed playback start', impact: 'minor', incident_updates: [expect.objectContaining({ status: 'investigating' })] })]);
      expect(body.scheduled_maintenances).toEqual([expect.objectContaining({ name: 'Database upgrade', status: 'scheduled' })]);
      expect(body.status.indicator).toBe('minor');
    });

    it('stays operational when the file is broken', async () => {
      await writeStatus('{ not json');
      expect((await summary()).status.indicator).toBe('none');
      await writeStatus({ incidents: [{ name: 'x', impact: 'catastrophic' as never }] });
      expect((await summary()).incidents).toEqual([]);
      await rm(statusFile(), { force: true });
    });
  });

  describe('the domain migrator', () => {
    const bundle = { cookies: { consent: '3', utm_source: 'newsletter' }, localStorage: { 'cadence.session': '{"token":"abc"}' } };

    it("stores a bundle, answers its id as text, and gives it back once", async () => {
      const stored = await server.rest('POST', '/migrator', { body: bundle });
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toContain('text/plain');
      expect(stored.body).toMatch(/^m_[A-Za-z0-9_-]{24}$/);
      const fetched = await server.rest('GET', `/migrator?id=${stored.body}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual(bundle);
      expect(fetched.headers.get('cache-control')).toBe('no-store');
      expect((await server.rest('GET', `/migrator?id=${stored.body}`)).status).toBe(404);
    });

    it("answers 'empty' and stores nothing when there are no cookies and no entries", async () => {
      const stored = await server.rest('POST', '/migrator', { body: { cookies: {}, localStorage: {} } });
      expect(stored.body).toBe('empty');
      expect((await server.rest('GET', '/migrator?id=empty')).status).toBe(404);
    });

    it('gives each bundle its own unguessable id', async () => {
      const a = await server.rest('POST', '/migrator', { body: bundle });
      const b = await server.rest('POST', '/migrator', { body: bundle });
      expect(a.body).not.toBe(b.body);
    });

    it('lets a bundle expire', async () => {
      const stored = await server.rest('POST', '/migrator', { body: bundle });
      server.clock.advance(MIGRATOR_BUNDLE_TTL_MS + 1);
      expect((await server.rest('GET', `/migrator?id=${stored.body}`)).status).toBe(404);
    });

    it('answers 400 for a bundle of the wrong shape and a fetch without id, 404 for an unknown id', async () => {
      expect((await server.rest('POST', '/migrator', { body: { cookies: { a: 1 }, localStorage: {} } })).status).toBe(400);
      expect((await server.rest('POST', '/migrator', { body: { cookies: {} } })).status).toBe(400);
      expect((await server.rest('GET', '/migrator')).status).toBe(400);
      expect((await server.rest('GET', '/migrator?id=m_nothing')).status).toBe(404);
    });
  });
});
