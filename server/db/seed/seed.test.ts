import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../../testing/database';
import { testReport } from '../../testing/report';
import type { Database } from '../client';
import { queryRows } from '../client';
import { newId } from '../ids';
import { verifyPassword } from '../../auth/passwords';
import { decodeId } from '../../../src/domain/ids';
import { zoneServerStatus } from '../../../src/domain/zoneStatus';
import { behaviourOf } from '../../devices/simulator';
import { presenceAt } from '../../devices/behaviour';
import { DEMO_LOGINS, DEMO_PASSWORD, PROVIDER_ACCOUNTS, SOON_UNSUPPORTED, isDatabaseEmpty, seedDemoData } from './index';
import type { SeedSummary } from './index';
import { MARKETS, PLAYLIST_TRACKS } from './catalogue';
import en from '../../../src/i18n/en.json';

const NOW = new Date('2026-11-22T12:00:00.000Z');

/** Tables the seed writes, with their rows in key order. */
const SEEDED_TABLES = [
  'artists', 'albums', 'tracks', 'curators', 'users', 'accounts', 'playlists', 'playlist_tracks', 'browse_categories', 'category_playlists',
  'acls', 'libraries', 'library_items', 'social_profiles', 'saml_organisations', 'locations', 'households', 'sound_zones', 'devices', 'device_simulations', 'sound_zone_errors', 'id_counters',
];

describe(`the demo seed (${testDatabaseKind()})`, () => {
  let first: Database;
  let second: Database;
  let summary: SeedSummary;
  let emptyBefore: boolean;
  let seedMs: number;
  const rows = <T = any>(query: string) => queryRows<T>(first.db, sql.raw(query));

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    emptyBefore = await isDatabaseEmpty(first.db);
    const started = performance.now();
    summary = await seedDemoData(first.db, NOW);
    seedMs = performance.now() - started;
    await seedDemoData(second.db, NOW);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('seeds an empty database, quickly', () => {
    expect(emptyBefore).toBe(true);
    expect(summary.seeded).toBe(true);
    testReport(`demo seed on ${testDatabaseKind()}: ${Math.round(seedMs)} ms ${JSON.stringify(summary.rows)}`);
    expect(seedMs).toBeLessThan(30_000);
  });

  it('gives the same rows on two empty databases (ids, counts and values; password hashes are salted)', async () => {
    for (const table of SEEDED_TABLES) {
      const query = sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`);
      const [a, b] = await Promise.all([queryRows<Record<string, unknown>>(first.db, query), queryRows<Record<string, unknown>>(second.db, query)]);
      const comparable = (list: Record<string, unknown>[]) => JSON.stringify(list.map(({ password_hash: _hash, ...rest }) => rest));
      expect(a.length, table).toBeGreaterThan(0);
      expect(comparable(a), table).toBe(comparable(b));
    }
  });

  it('does nothing on a database that is no longer empty', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    const [before] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM sound_zones');
    expect(await seedDemoData(first.db, NOW)).toEqual({ seeded: false, rows: {} });
    const [after] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM sound_zones');
    expect(after!.n).toBe(before!.n);
  });

  it('moves the id counters past the seeded ids, so new rows get fresh ids', async () => {
    const [account] = await rows<{ id: string }>(`SELECT a.id FROM accounts a JOIN acls m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO_LOGINS.owner}'`);
    const id = await newId(first.db, 'Account');
    expect(await rows(`SELECT 1 FROM accounts WHERE id = '${id}'`)).toHaveLength(0);
    const location = await newId(first.db, 'Location', decodeId(account!.id)!);
    expect(await rows(`SELECT 1 FROM locations WHERE id = '${location}'`)).toHaveLength(0);
  });

  it("gives each demo account a library of its own playlists, its zones' playlists and a few of the catalogue's", async () => {
    const items = await rows<{ item_id: string; owner_account_id: string; own: boolean; played: boolean }>(
      `SELECT i.item_id, i.owner_account_id, p.owner_account_id = i.owner_account_id AS own,
         EXISTS (SELECT 1 FROM sound_zones z WHERE z.account_id = i.owner_account_id AND z.play_from_id = i.item_id) AS played
       FROM library_items i JOIN accounts a ON a.id = i.owner_account_id JOIN playlists p ON p.id = i.item_id
       JOIN acls m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO_LOGINS.owner}'`,
    );
    expect(items.filter((item) => item.own).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => item.played).length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => !item.own && !item.played).length).toBeGreaterThan(0);
    expect(await rows(`SELECT 1 FROM library_items WHERE owner_account_id IN (${PROVIDER_ACCOUNTS.map((p) => `'${p.id}'`).join(',')})`)).toHaveLength(0);
  });

  describe('the catalogue', () => {
    it('has at least 50 artists, 200 albums of every type and 2,000 tracks', async () => {
      const [counts] = await rows<{ artists: number; albums: number; tracks: number }>(
        'SELECT (SELECT count(*) FROM artists)::int AS artists, (SELECT count(*) FROM albums)::int AS albums, (SELECT count(*) FROM tracks)::int AS tracks',
      );
      expect(counts!.artists).toBeGreaterThanOrEqual(50);
      expect(counts!.albums).toBeGreaterThanOrEqual(200);
      expect(counts!.tracks).toBeGreaterThanOrEqual(2000);
      const types = await rows<{ album_type: string }>('SELECT DISTINCT album_type FROM albums ORDER BY 1');
      expect(types.map((t) => t.album_type)).toEqual(['album', 'compilation', 'single']);
      expect(await rows(`SELECT 1 FROM albums WHERE release_date IS NULL OR release_date !~ '^\\d{4}-\\d{2}-\\d{2}$' OR release_date > '2026-11-22'`)).toHaveLength(0);
    });

    it('gives tracks realistic durations, about 10% explicit, numbers, tags and an artist', async () => {
      const [stats] = await rows<{ min: number; max: number; explicit: number; untagged: number; unnumbered: number }>(
        `SELECT min(duration_ms)::int AS min, max(duration_ms)::int AS max, (avg(explicit::int) * 100)::float AS explicit,
           count(*) FILTER (WHERE cardinality(tags) = 0)::int AS untagged,
           count(*) FILTER (WHERE track_number < 1 OR disc_number < 1 OR cardinality(artist_ids) = 0)::int AS unnumbered
         FROM tracks`,
      );
      expect(stats!.min).toBeGreaterThanOrEqual(120_000);
      expect(stats!.max).toBeLessThanOrEqual(360_000);
      expect(stats!.explicit).toBeGreaterThan(6);
      expect(stats!.explicit).toBeLessThan(14);
      expect(stats!.untagged).toBe(0);
      expect(stats!.unnumbered).toBe(0);
      // Track numbers run 1..n on each disc of an album.
      expect(await rows('SELECT album_id, disc_number FROM tracks GROUP BY 1, 2 HAVING max(track_number) <> count(*) OR min(track_number) <> 1')).toHaveLength(0);
      expect(await rows('SELECT 1 FROM tracks WHERE disc_number = 2 LIMIT 1')).toHaveLength(1);
    });

    it('licenses most tracks worldwide, some in a few countries and some not in Sweden', async () => {
      const [markets] = await rows<{ total: number; worldwide: number; few: number; not_se: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE cardinality(available_markets) = ${MARKETS.length})::int AS worldwide,
           count(*) FILTER (WHERE cardinality(available_markets) <= 5)::int AS few,
           count(*) FILTER (WHERE NOT 'SE' = ANY(available_markets))::int AS not_se
         FROM tracks`,
      );
      expect(markets!.worldwide / markets!.total).toBeGreaterThan(0.6);
      expect(markets!.few).toBeGreaterThan(0);
      expect(markets!.not_se).toBeGreaterThan(0);
      expect(await rows("SELECT 1 FROM tracks, unnest(available_markets) m WHERE m !~ '^[A-Z]{2}$'")).toHaveLength(0);
    });

    it('has 60 catalogue playlists and stations of 20 to 120 tracks, with colours, genres, descriptions and snapshots', async () => {
      const lists = await rows<{ present_as: string; composer_type: string; curated: boolean; curator_id: string | null; color: string; genres: string[]; description: string; short_description: string; snapshot: string; tracks: number }>(
        `SELECT p.*, (SELECT count(*) FROM playlist_tracks t WHERE t.playlist_id = p.id)::int AS tracks FROM playlists p WHERE owner_account_id IS NULL`,
      );
      expect(lists.length).toBeGreaterThanOrEqual(60);
      expect(new Set(lists.map((p) => p.present_as))).toEqual(new Set(['PLAYLIST', 'STATION']));
      expect(new Set(lists.map((p) => p.composer_type))).toEqual(new Set(['CURATOR', 'RECIPE', 'SIMPLE_RECIPE', 'ARTIST', 'SEED']));
      for (const list of lists) {
        expect(list.tracks).toBeGreaterThanOrEqual(PLAYLIST_TRACKS.min);
        expect(list.tracks).toBeLessThanOrEqual(PLAYLIST_TRACKS.max);
        expect(list.color).toMatch(/^#[0-9A-F]{6}$/);
        expect(list.genres.length).toBeGreaterThan(0);
        expect(list.description.length).toBeGreaterThan(list.short_description.length);
        expect(list.snapshot).toMatch(/^snap-\d{14}-\d+$/);
        if (list.composer_type === 'CURATOR') expect(list).toMatchObject({ curated: true, curator_id: expect.any(String), present_as: 'PLAYLIST' });
        else expect(list.present_as).toBe('STATION');
      }
      // Positions run 0..n-1 without gaps.
      expect(await rows('SELECT playlist_id FROM playlist_tracks GROUP BY 1 HAVING max(position) <> count(*) - 1')).toHaveLength(0);
    });

    it('stores composers with their recipe, artist or seeds', async () => {
      const composers = await rows<{ composer_type: string; composer: Record<string, any> }>('SELECT composer_type, composer FROM playlists');
      for (const { composer_type, composer } of composers) {
        expect(composer.id).toEqual(expect.any(String));
        if (composer_type === 'RECIPE') expect(composer.tagGroups[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), tags: expect.arrayContaining([expect.objectContaining({ slug: expect.any(String), title: expect.any(String) })]) });
        if (composer_type === 'SIMPLE_RECIPE') expect(composer.tags).toEqual([expect.objectContaining({ slug: expect.any(String) })]);
        if (composer_type === 'ARTIST') expect(await rows(`SELECT 1 FROM artists WHERE id = '${composer.artistId}'`)).toHaveLength(1);
        if (composer_type === 'SEED') expect(await rows(`SELECT 1 FROM tracks WHERE id IN ('${composer.seedTrackIds.join("','")}')`)).toHaveLength(2);
      }
    });

    it('has 20 browse categories of every type, each with playlists', async () => {
      const categories = await rows<{ type: string; playlists: number }>(
        'SELECT c.type, (SELECT count(*) FROM category_playlists cp WHERE cp.category_id = c.id)::int AS playlists FROM browse_categories c',
      );
      expect(categories).toHaveLength(20);
      expect(new Set(categories.map((c) => c.type))).toEqual(new Set(['genre', 'mood', 'business', 'era', 'occasion']));
      for (const category of categories) expect(category.playlists).toBeGreaterThanOrEqual(3);
    });

    it('has royalty-free artists whose tracks make up the royalty-free playlists', async () => {
      const [free] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM artists WHERE royalty_free');
      expect(free!.n).toBeGreaterThan(0);
      const lists = await rows<{ id: string; foreign: number }>(
        `SELECT p.id, count(*) FILTER (WHERE NOT a.royalty_free)::int AS foreign FROM playlists p
           JOIN playlist_tracks pt ON pt.playlist_id = p.id JOIN tracks t ON t.id = pt.track_id JOIN artists a ON a.id = t.artist_ids[1]
         WHERE p.description LIKE '%royalty-free%' GROUP BY p.id`,
      );
      expect(lists.length).toBeGreaterThanOrEqual(2);
      for (const list of lists) expect(list.foreign).toBe(0);
    });
  });

  describe('the demo accounts', () => {
    const accountOf = async (email: string) =>
      (await rows<any>(`SELECT a.*, m.owner, m.admin, m.finance, m.contact, m.location_ids FROM accounts a JOIN acls m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE u.email = '${email}'`))[0];
    const zonesOf = (accountId: string) =>
      rows<any>(`SELECT z.*, l.timezone, d.online, d.metrics FROM sound_zones z JOIN locations l ON l.id = z.location_id LEFT JOIN devices d ON d.id = z.device_id WHERE z.account_id = '${accountId}' ORDER BY z.id`);
    const statusOf = async (zone: any) => {
      const errors = await rows<any>(`SELECT cause, hide, resolved FROM sound_zone_errors WHERE sound_zone_id = '${zone.id}'`);
      const device = zone.device_id ? { online: zone.online, metrics: zone.metrics } : null;
      return zoneServerStatus({ setUpAt: zone.set_up_at, paidUntil: zone.paid_until, subscriptionDeactivated: zone.subscription_deactivated, gracePeriod: zone.grace_period, reactivateAt: zone.reactivate_at }, device, errors, NOW);
    };

    it('lets every demo user sign in with the demo password, e-mail verified', async () => {
      for (const email of Object.values(DEMO_LOGINS)) {
        const [user] = await rows<{ password_hash: string; email_verified: boolean }>(`SELECT password_hash, email_verified FROM users WHERE email = '${email}'`);
        expect(user, email).toBeDefined();
        expect(user!.email_verified).toBe(true);
        expect(await verifyPassword(user!.password_hash, DEMO_PASSWORD)).toBe(true);
        expect(await verifyPassword(user!.password_hash, 'wrong-password')).toBe(false);
      }
    });

    it('gives the owner a direct account with 3 locations in 3 time zones and 8 zones in every state', async () => {
      const account = await accountOf(DEMO_LOGINS.owner);
      expect(account).toMatchObject({ business_name: 'Café Lumen', iso_country: 'SE', distributor_id: PROVIDER_ACCOUNTS[0].id, owner: true, is_partner: false });
      const locations = await rows<{ timezone: string }>(`SELECT timezone FROM locations WHERE account_id = '${account.id}'`);
      expect(new Set(locations.map((l) => l.timezone))).toEqual(new Set(['Europe/Stockholm', 'America/New_York', 'Asia/Tokyo']));
      const zones = await zonesOf(account.id);
      expect(zones).toHaveLength(8);
      const statuses = await Promise.all(zones.map(statusOf));
      const seen = statuses.map((s) => `${s.state}/${s.message}/${s.code ?? ''}`);
      expect(seen).toEqual(expect.arrayContaining(['OK/ALL_OK/', 'ERROR/PLAYER_DISCONNECTED/PLAYER_DISCONNECTED', 'NOT_SETUP/NOT_SETUP/', 'INCOMPLETE/SUBSCRIPTION_EXPIRED/', 'ERROR/ALL_OK/PLAYER_DEPRECATED']));
      expect(seen.filter((s) => s === 'OK/ALL_OK/').length).toBeGreaterThanOrEqual(3);
      const [error] = await rows<any>(`SELECT e.* FROM sound_zone_errors e JOIN sound_zones z ON z.id = e.sound_zone_id WHERE z.account_id = '${account.id}' AND NOT e.resolved`);
      expect(error).toMatchObject({ cause: SOON_UNSUPPORTED, hide: false });
      // Devices carry the kinds, platforms and versions of real players.
      const devices = await rows<any>(`SELECT d.* FROM devices d JOIN sound_zones z ON z.device_id = d.id WHERE z.account_id = '${account.id}'`);
      expect(devices).toHaveLength(7);
      for (const device of devices) {
        expect(device).toMatchObject({ sound_zone_id: expect.any(String), app_version: expect.stringMatching(/^\d+\.\d+\.\d+$/), software_version: expect.stringMatching(/^[a-z]+-\d+\.\d+-[a-z0-9]+$/) });
      }
      expect(new Set(devices.map((d) => d.platform)).size).toBeGreaterThanOrEqual(4);
    });

    it('gives the owner account a finance-only, a contact-only and a location member', async () => {
      const owner = await accountOf(DEMO_LOGINS.owner);
      expect(await accountOf(DEMO_LOGINS.finance)).toMatchObject({ id: owner.id, owner: false, admin: false, finance: true, contact: false, location_ids: [] });
      expect(await accountOf(DEMO_LOGINS.contact)).toMatchObject({ id: owner.id, owner: false, admin: false, finance: false, contact: true, location_ids: [] });
      const location = await accountOf(DEMO_LOGINS.location);
      expect(location).toMatchObject({ id: owner.id, owner: false, admin: false, finance: false, contact: false });
      expect(location.location_ids).toHaveLength(1);
      expect(await rows(`SELECT 1 FROM locations WHERE id = '${location.location_ids[0]}' AND account_id = '${owner.id}'`)).toHaveLength(1);
    });

    it('gives the partner a partner account managing 3 customer accounts with support', async () => {
      const partner = await accountOf(DEMO_LOGINS.partner);
      expect(partner).toMatchObject({ is_partner: true, owner: true });
      const customers = await rows<any>(`SELECT * FROM accounts WHERE distributor_id = '${partner.id}'`);
      expect(customers).toHaveLength(3);
      for (const customer of customers) expect(customer.distributor_has_support).toBe(true);
      // The partner user reaches the customers through the partner account, not through memberships of their own.
      expect(await rows(`SELECT 1 FROM acls m JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO_LOGINS.partner}' AND m.account_id <> '${partner.id}'`)).toHaveLength(0);
    });

    it('gives the large account exactly 5,000 zones in 250 locations, in mixed states', async () => {
      const large = await accountOf(DEMO_LOGINS.large);
      const [counts] = await rows<{ zones: number; locations: number; per_location: number }>(
        `SELECT (SELECT count(*) FROM sound_zones WHERE account_id = '${large.id}')::int AS zones,
           (SELECT count(*) FROM locations WHERE account_id = '${large.id}')::int AS locations,
           (SELECT max(n) FROM (SELECT count(*) AS n FROM sound_zones WHERE account_id = '${large.id}' GROUP BY location_id) c)::int AS per_location`,
      );
      expect(counts).toEqual({ zones: 5000, locations: 250, per_location: 20 });
      expect(large.max_sound_zones).toBeGreaterThanOrEqual(5000);
      const zones = await zonesOf(large.id);
      const states = new Map<string, number>();
      const errors = await rows<any>(`SELECT e.sound_zone_id, e.cause, e.hide, e.resolved FROM sound_zone_errors e JOIN sound_zones z ON z.id = e.sound_zone_id WHERE z.account_id = '${large.id}'`);
      const errorsByZone = new Map<string, any[]>();
      for (const error of errors) errorsByZone.set(error.sound_zone_id, [...(errorsByZone.get(error.sound_zone_id) ?? []), error]);
      for (const zone of zones) {
        const device = zone.device_id ? { online: zone.online, metrics: zone.metrics } : null;
        const status = zoneServerStatus({ setUpAt: zone.set_up_at, paidUntil: zone.paid_until, subscriptionDeactivated: false, gracePeriod: false, reactivateAt: null }, device, errorsByZone.get(zone.id) ?? [], NOW);
        const key = `${status.state}/${status.message}/${status.code ?? ''}`;
        states.set(key, (states.get(key) ?? 0) + 1);
      }
      expect(states.get('OK/ALL_OK/')! / 5000).toBeGreaterThan(0.6);
      expect([...states.keys()]).toEqual(
        expect.arrayContaining(['NOT_SETUP/NOT_SETUP/', 'INCOMPLETE/SUBSCRIPTION_EXPIRED/', 'INCOMPLETE/PLAYER_DISCONNECTED/', 'ERROR/PLAYER_DISCONNECTED/PLAYER_DISCONNECTED', 'ERROR/ALL_OK/PLAYER_DEPRECATED', 'OK/ALL_OK/PLAYER_MUTED']),
      );
    });

    it('embeds each row in its parent key path', async () => {
      const zones = await rows<{ id: string; location_id: string; account_id: string }>('SELECT id, location_id, account_id FROM sound_zones LIMIT 200');
      for (const zone of zones) {
        const path = decodeId(zone.id)!;
        expect(path.map((s) => s.kind)).toEqual(['SoundZone', 'Location', 'Account']);
        expect(path.slice(1)).toEqual(decodeId(zone.location_id));
        expect(path.slice(2)).toEqual(decodeId(zone.account_id));
      }
    });

    it('pairs every device to exactly one zone and leaves never-paired zones without one', async () => {
      expect(await rows('SELECT 1 FROM devices d LEFT JOIN sound_zones z ON z.device_id = d.id WHERE z.id IS NULL OR d.sound_zone_id <> z.id')).toHaveLength(0);
      expect(await rows('SELECT 1 FROM sound_zones WHERE set_up_at IS NULL AND device_id IS NOT NULL')).toHaveLength(0);
    });

    it('states what each demo player does: the owner’s as their zones’ states say, a partner customer’s and some store players drop out', async () => {
      const players = await rows<{ zone: string; account: string; behaviour: string; cycle_seconds: number | null; offline_seconds: number | null; phase_seconds: number | null; online: boolean }>(`
        SELECT z.name AS zone, a.business_name AS account, s.*, d.online
        FROM device_simulations s JOIN devices d ON d.id = s.device_id JOIN sound_zones z ON z.id = d.sound_zone_id JOIN accounts a ON a.id = z.account_id`);
      const [{ paired }] = (await rows<{ paired: number }>('SELECT count(*)::int AS paired FROM devices WHERE sound_zone_id IS NOT NULL')) as [{ paired: number }];
      expect(players).toHaveLength(paired);
      const lumen = Object.fromEntries(players.filter((p) => p.account === 'Café Lumen').map((p) => [p.zone, p.behaviour]));
      expect(lumen).toEqual({ 'Dining Room': 'steady', Bar: 'steady', Terrace: 'lost', 'Main Floor': 'deprecated', Lounge: 'steady', Counter: 'steady', Patio: 'steady' });
      expect(players.find((p) => p.zone === 'Yoga Room')).toMatchObject({ behaviour: 'intermittent', cycle_seconds: 1200, offline_seconds: 240 });
      const stores = players.filter((p) => p.account === 'Brightway Stores');
      const count = (behaviour: string) => stores.filter((p) => p.behaviour === behaviour).length;
      expect(count('intermittent')).toBeGreaterThan(50);
      expect(count('intermittent')).toBeLessThan(150);
      expect(count('muted')).toBeGreaterThan(10);
      expect(count('lost')).toBeGreaterThan(200);
      expect(count('deprecated')).toBeGreaterThan(80);
      // Each player is stored as its behaviour has it at the moment of seeding, so the simulator starts with nothing to write.
      for (const player of players) {
        const behaviour = behaviourOf({ deviceId: '', behaviour: player.behaviour, cycleSeconds: player.cycle_seconds, offlineSeconds: player.offline_seconds, phaseSeconds: player.phase_seconds });
        expect(player.online).toBe(presenceAt(behaviour!, NOW).online);
      }
    });

    it("keeps the provider's own accounts as distributors of the direct accounts", async () => {
      const providers = await rows<any>(`SELECT id, is_distributor FROM accounts WHERE id IN (${PROVIDER_ACCOUNTS.map((p) => `'${p.id}'`).join(',')})`);
      expect(providers).toHaveLength(3);
      for (const provider of providers) expect(provider.is_distributor).toBe(true);
      expect(await rows('SELECT 1 FROM accounts a LEFT JOIN accounts d ON d.id = a.distributor_id WHERE a.distributor_id IS NOT NULL AND d.id IS NULL')).toHaveLength(0);
    });
  });

  it("has the organisation the SAML login's help text gives as its example, on an account with the SAML add-on", async () => {
    const example = /such as ([a-z0-9-]+)$/.exec(en.samlLogin.slugDescription)![1]!;
    const [organisation] = await rows<{ feature_flags: string[] }>(`SELECT a.feature_flags FROM saml_organisations o JOIN accounts a ON a.id = o.account_id WHERE o.slug = '${example}'`);
    expect(organisation?.feature_flags).toContain('saml_enabled');
  });
  it("gives the demo owner's account an account subscription matching its plan, tier and cycle, renewing when its zones are paid until", async () => {
    const [subscription] = await rows<any>(
      `SELECT s.plan, s.tier, s.billing_cycle, s.recur_at, a.plan AS account_plan, a.billing_cycle AS account_cycle,
              (SELECT max(paid_until) FROM sound_zones z WHERE z.account_id = a.id) AS latest
       FROM accounts a JOIN account_subscriptions s ON s.account_id = a.id
       JOIN acls m ON m.account_id = a.id JOIN users u ON u.id = m.user_id WHERE u.email = '${DEMO_LOGINS.owner}'`,
    );
    expect(subscription).toMatchObject({ plan: subscription.account_plan, billing_cycle: subscription.account_cycle });
    expect(subscription.tier).toMatch(/^tier-[13]$/);
    expect(new Date(subscription.recur_at).getTime()).toBe(new Date(subscription.latest).getTime());
    expect(summary.rows.account_subscriptions).toBeGreaterThan(0);
    const [copy] = await queryRows<{ n: number }>(second.db, sql.raw('SELECT count(*)::int AS n FROM account_subscriptions'));
    expect(copy!.n).toBe(summary.rows.account_subscriptions);
  });
});
