// Demo data for `npm start` on an empty database (issue 3, "Seed data and demo"): the music catalogue
// and the demo accounts. Deterministic: the same `now` on an empty database gives the same rows (the
// password hashes aside, which are salted). Rows are written in a few multi-row statements inside
// one transaction, under an advisory lock so two server processes starting together seed once.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { queryRows } from '../client';
import {
  accounts,
  acls,
  albums,
  artists,
  browseCategories,
  categoryPlaylists,
  curators,
  devices,
  deviceSimulations,
  households,
  libraries,
  libraryItems,
  locations,
  playlists,
  playlistTracks,
  samlOrganisations,
  socialProfiles,
  soundZoneErrors,
  soundZones,
  tracks,
  users,
} from '../schema';
import { buildCatalogue } from './catalogue';
import { buildDemo, DEMO_PASSWORD } from './demo';
import { buildLibraries } from './libraries';
import { seedBillingGroups } from './billingGroups';
import { seedBillingPayments } from './billingPayments';
import { seedBillingPricing } from './billingPricing';
import { SeedIds } from './ids';
import { seededRandom } from './random';

export { DEMO_LOGINS, DEMO_PASSWORD, SOON_UNSUPPORTED, PROVIDER_ACCOUNTS } from './demo';

/** Key of the advisory lock the seed holds while it checks and writes. */
const SEED_LOCK = 0x5eed_cade;

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

export interface SeedSummary {
  seeded: boolean;
  /** Rows written per table. */
  rows: Record<string, number>;
}

/** True when the database holds no users, accounts or catalogue yet (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`SELECT (EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM accounts) OR EXISTS (SELECT 1 FROM artists)) AS used`,
  );
  return !row!.used;
}

async function insertAll(db: Db, table: PgTable, rows: Record<string, unknown>[]): Promise<number> {
  if (!rows.length) return 0;
  const columns = Math.max(...rows.slice(0, 50).map((row) => Object.keys(row).length));
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
  return rows.length;
}

/** Seeds the catalogue and the demo accounts; does nothing when the database is not empty. */
export async function seedDemoData(db: Db, now: Date): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isDatabaseEmpty(t))) return { seeded: false, rows: {} };

    const ids = await SeedIds.load(t);
    const catalogue = buildCatalogue(seededRandom(0xca7a_1095), ids, now);
    const demo = buildDemo(seededRandom(0xde30_0001), ids, now, passwordHash, catalogue);
    const demoLibraries = buildLibraries(demo, catalogue, now);

    // In the order of the foreign keys.
    const steps: [string, PgTable, Record<string, unknown>[]][] = [
      ['artists', artists, catalogue.artists],
      ['albums', albums, catalogue.albums],
      ['tracks', tracks, catalogue.tracks],
      ['curators', curators, catalogue.curators],
      ['users', users, demo.users],
      ['accounts', accounts, demo.accounts],
      ['playlists', playlists, [...catalogue.playlists, ...demo.playlists]],
      ['playlist_tracks', playlistTracks, [...catalogue.playlistTracks, ...demo.playlistTracks]],
      ['browse_categories', browseCategories, catalogue.categories],
      ['category_playlists', categoryPlaylists, catalogue.categoryPlaylists],
      ['acls', acls, demo.acls],
      ['libraries', libraries, demoLibraries.libraries],
      ['library_items', libraryItems, demoLibraries.libraryItems],
      ['social_profiles', socialProfiles, demo.socialProfiles],
      ['saml_organisations', samlOrganisations, demo.samlOrganisations],
      ['locations', locations, demo.locations],
      ['households', households, demo.households],
      ['sound_zones', soundZones, demo.zones],
      ['devices', devices, demo.devices],
      ['device_simulations', deviceSimulations, demo.deviceSimulations],
      ['sound_zone_errors', soundZoneErrors, demo.zoneErrors],
    ];
    const rows: Record<string, number> = {};
    for (const [name, table, values] of steps) rows[name] = await insertAll(t, table, values);
    Object.assign(rows, await seedBillingGroups(t, demo, ids, now));
    await ids.commit(t);
    rows.account_subscriptions = await seedBillingPricing(t, now);
    Object.assign(rows, await seedBillingPayments(t, now));
    return { seeded: true, rows };
  });
  // Fresh statistics, or the planner takes the 5,000-zone account for an empty one.
  if (summary.seeded) await db.execute(sql`ANALYZE`);
  return summary;
}
