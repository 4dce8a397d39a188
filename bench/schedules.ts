// Schedule playback cost (issue 11): the time to resolve what plays now in each of the 5,000 zones of the
// large demo account (Brightway Stores, stores across the US time zones), a page of 50 zones at a time as
// the zone list reads them, first as seeded (each zone on a playlist), then with every zone on one weekly
// schedule of three slots a day, so that each zone picks the slot of its own local time. Runs the
// engine in process on the seeded embedded database, so the figures are the engine's and the database's,
// not HTTP's; then with holiday and campaign overrides in force: a holiday schedule for the whole account
// and a campaign playlist in a fifth of the locations, each zone taking the override of its own local
// date. Prints numbers; asserts nothing. Usage: npm run bench (or tsx bench/schedules.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { createRequestContext } from '../server/context';
import { accounts, acls, playlists, schedules, soundZones } from '../server/db/schema';
import { encodeId } from '../src/domain/ids';
import { toCalendarDate, fromAbsolute } from '@internationalized/date';
import { createOverride } from '../server/overrides/model';
import { zonePlayer } from '../server/engine/players';
import { currentTrack } from '../server/engine/timeline';
import { createLogger } from '../server/log';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGE = 50;
const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'cadence-bench-schedules-'));
  const app = await buildApp({ config: readConfig({ ...process.env, PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED: 'demo', DATA_DIR: dataDir }), log: createLogger('silent') });
  try {
    const { db } = app.services;
    const [large] = await db.select().from(accounts).where(eq(accounts.businessName, 'Brightway Stores'));
    const [owner] = await db.select().from(acls).where(eq(acls.accountId, large!.id)).limit(1);
    const zones = await db.select().from(soundZones).where(eq(soundZones.accountId, large!.id)).orderBy(soundZones.id);
    const catalogue = (await db.select({ id: playlists.id }).from(playlists).limit(9)).map((row) => row.id);
    const locations = new Set(zones.map((zone) => zone.locationId)).size;

    const ownerContext = () => createRequestContext(app.services, { viewer: { kind: 'user', userId: owner!.userId!, claims: {} as never }, clientAddress: '127.0.0.1' });
    /** Resolves now playing for every zone, a page at a time with the loaders of one request; returns ms per page. */
    const resolveAll = async () => {
      const pages: number[] = [];
      let playing = 0;
      for (let start = 0; start < zones.length; start += PAGE) {
        const ids = zones.slice(start, start + PAGE).map((zone) => zone.id);
        const began = performance.now();
        const context = await ownerContext();
        const rows = await db.select().from(soundZones).where(inArray(soundZones.id, ids));
        const now = context.now().getTime();
        const players = await Promise.all(rows.map((zone) => zonePlayer(context, zone)));
        playing += players.filter((player) => currentTrack(player.timeline, player.source, now)).length;
        pages.push(performance.now() - began);
      }
      return { pages, playing };
    };
    const measure = async () => {
      await resolveAll();
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await resolveAll());
      const totals = rounds.map((round) => round.pages.reduce((sum, ms) => sum + ms, 0));
      return { total: median(totals), page: median(rounds.flatMap((round) => round.pages)), playing: rounds[0]!.playing };
    };

    const onPlaylists = await measure();
    // Mornings calm, noon busy, evenings mixed, every day of the week, in each zone's own time.
    const days = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
    const slots = days.flatMap((day, d) => [
      { id: `m${d}`, dtstart: '070000', durationMs: 4 * 3_600_000, rrule: `FREQ=WEEKLY;BYDAY=${day}`, collections: [catalogue[0]!, catalogue[1]!] },
      { id: `n${d}`, dtstart: '110000', durationMs: 6 * 3_600_000, rrule: `FREQ=WEEKLY;BYDAY=${day}`, collections: [catalogue[2]!, catalogue[3]!, catalogue[4]!] },
      { id: `e${d}`, dtstart: '170000', durationMs: 5 * 3_600_000, rrule: `FREQ=WEEKLY;BYDAY=${day}`, collections: [catalogue[5]!] },
    ]);
    const scheduleId = encodeId([{ kind: 'Schedule', intId: 900_001 }]);
    await db.insert(schedules).values({ id: scheduleId, ownerAccountId: large!.id, name: 'Brightway week', slots });
    await db.update(soundZones).set({ playFromType: 'schedule', playFromId: scheduleId }).where(and(eq(soundZones.accountId, large!.id)));
    const onSchedule = await measure();

    // In force from yesterday to a week ahead (UTC dates), so that every zone's local date is inside.
    const day = (offset: number) => toCalendarDate(fromAbsolute(Date.now(), 'UTC')).add({ days: offset }).toString();
    const holidays = encodeId([{ kind: 'Schedule', intId: 900_002 }]);
    await db.insert(schedules).values({ id: holidays, ownerAccountId: large!.id, name: 'Brightway holidays', slots: slots.map((slot) => ({ ...slot, id: `h${slot.id}`, collections: [catalogue[6]!, catalogue[7]!] })) });
    const context = await ownerContext();
    const dates = { startDate: day(-1), endDate: day(7) };
    await createOverride(context, large!.id, { name: 'Holidays', ...dates, source: holidays, target: { kind: 'ACCOUNT', ids: [] } });
    const locationIds = [...new Set(zones.map((zone) => zone.locationId))];
    const campaigns = locationIds.filter((_id, index) => index % 5 === 0);
    for (let start = 0; start < campaigns.length; start += 10) {
      await createOverride(context, large!.id, { name: `Campaign ${start / 10 + 1}`, ...dates, source: catalogue[8]!, target: { kind: 'LOCATIONS', ids: campaigns.slice(start, start + 10) } });
    }
    const withOverrides = await measure();

    console.log(`\nschedule playback, ${zones.length} zones in ${locations} locations (Brightway Stores), engine in process on PGlite`);
    console.log(`  on playlists: ${onPlaylists.total.toFixed(0)} ms for all zones, p50 ${onPlaylists.page.toFixed(1)} ms per ${PAGE}-zone page (${onPlaylists.playing} playing)`);
    console.log(`  on one schedule, each zone in its local time: ${onSchedule.total.toFixed(0)} ms for all zones, p50 ${onSchedule.page.toFixed(1)} ms per ${PAGE}-zone page (${onSchedule.playing} playing); ${(onSchedule.total / onPlaylists.total).toFixed(2)}× the playlists' cost`);
    console.log(
      `  with overrides (a holiday schedule account-wide, a campaign playlist in ${campaigns.length} locations, ${Math.ceil(campaigns.length / 10)} location overrides): ${withOverrides.total.toFixed(0)} ms for all zones, p50 ${withOverrides.page.toFixed(1)} ms per ${PAGE}-zone page (${withOverrides.playing} playing); ${(withOverrides.total / onSchedule.total).toFixed(2)}× the schedule's cost`,
    );
  } finally {
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
