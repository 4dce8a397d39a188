// A zone's play history (SoundZone.playbackHistory, newest first, by day in the location's time zone).
// Each change of a player records what it played since the change before; what it has played since
// its last change is computed from its timeline, like what it plays now. A zone nobody has touched
// has recorded nothing and computes its last HISTORY_DAYS.
import { parseDate, toZoned } from '@internationalized/date';
import { and, desc, gte, lt, eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { playHistory } from '../db/schema';
import { decodeCursor, encodeCursor } from '../graphql/pages';
import type { ZonePlayer } from './players';
import { startsBetween } from './timeline';
import type { TrackStart } from './timeline';

export const HISTORY_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;
/** More starts than two weeks of the shortest tracks: a bound, not a page size. */
const MAX_STARTS = 20_000;

export interface PlayedTrackParent {
  id: string;
  trackId: string;
  startedAt: number;
  origin: TrackStart['origin'];
  sourceId: string | null;
  queuedAt: number | null;
}

/** One id per zone and start, whether the entry was recorded or computed. */
const entryId = (zoneId: string, startedAt: number) => Buffer.from(`${zoneId}@${startedAt}`).toString('base64url');

/** Since when a player's history is computed rather than recorded. */
function computedSince(player: ZonePlayer, now: number): number {
  return player.stored ? player.timeline.anchorAt : Math.max(player.timeline.anchorAt, now - HISTORY_DAYS * DAY_MS);
}

function entryOf(player: ZonePlayer, start: TrackStart): PlayedTrackParent {
  return {
    id: entryId(player.zone.id, start.startedAt),
    trackId: start.trackId,
    startedAt: start.startedAt,
    origin: start.origin,
    sourceId: start.origin === 'source' ? (player.playlist?.id ?? null) : null,
    queuedAt: start.queuedAt ?? null,
  };
}

/** The history rows of what the player started since it was last recorded, until `at` (its next change). */
export function historyToRecord(player: ZonePlayer, at: number): (typeof playHistory.$inferInsert)[] {
  return startsBetween(player.timeline, player.source, computedSince(player, at), at, MAX_STARTS).map((start) => {
    const entry = entryOf(player, start);
    return { id: entry.id, soundZoneId: player.zone.id, trackId: entry.trackId, startedAt: new Date(entry.startedAt), origin: entry.origin, sourceId: entry.sourceId, queuedAt: entry.queuedAt === null ? null : new Date(entry.queuedAt) };
  });
}

/** The instants a calendar day ('YYYY-MM-DD') starts and ends in a time zone. */
function dayIn(date: string, timeZone: string): [number, number] {
  const day = parseDate(date);
  return [toZoned(day, timeZone).toDate().getTime(), toZoned(day.add({ days: 1 }), timeZone).toDate().getTime()];
}

export interface HistoryPage {
  entries: PlayedTrackParent[];
  hasNextPage: boolean;
}

/** A page of the zone's history, newest first: `first` entries started before the cursor, on `date` if given. */
export async function historyPage(context: RequestContext, player: ZonePlayer, args: { first: number; after?: string | null; date?: string | null }): Promise<HistoryPage> {
  const { zone } = player;
  const now = context.now().getTime();
  const location = await context.loaders.location.load(zone.locationId);
  const [from, dayEnd] = args.date && location ? dayIn(args.date, location.timezone) : [0, now + 1];
  // Up to now, and before the cursor's entry.
  const until = Math.min(dayEnd, now + 1, args.after ? Number(decodeCursor(args.after, ['number'])[0]) : Infinity);
  const wanted = Math.max(0, args.first) + 1;
  const computed = startsBetween(player.timeline, player.source, Math.max(from, computedSince(player, now)), until, MAX_STARTS)
    .reverse()
    .slice(0, wanted)
    .map((start) => entryOf(player, start));
  const recorded =
    computed.length >= wanted
      ? []
      : await context.db
          .select()
          .from(playHistory)
          .where(and(eq(playHistory.soundZoneId, zone.id), gte(playHistory.startedAt, new Date(from)), lt(playHistory.startedAt, new Date(until))))
          .orderBy(desc(playHistory.startedAt))
          .limit(wanted - computed.length);
  const entries = [
    ...computed,
    ...recorded.map((row) => ({ id: row.id, trackId: row.trackId, startedAt: row.startedAt.getTime(), origin: row.origin as TrackStart['origin'], sourceId: row.sourceId, queuedAt: row.queuedAt?.getTime() ?? null })),
  ];
  return { entries: entries.slice(0, args.first), hasNextPage: entries.length > args.first };
}

export const historyCursor = (entry: PlayedTrackParent) => encodeCursor([entry.startedAt]);
