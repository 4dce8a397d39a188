// A zone's play history (SoundZone.playbackHistory, newest first, by day in the location's time zone).
// Each change of a player records what it played since the change before; what it has played since
// its last change is computed from its timeline, like what it plays now. A zone nobody has touched
// has recorded nothing and computes its last HISTORY_DAYS. Between two changes a zone may play several
// sources by itself (a schedule's slots one after another, an override and then its own source again):
// the time between is walked stretch by stretch, each played as the player was then.
import { parseDate, toZoned } from '@internationalized/date';
import { and, desc, gte, lt, eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { playHistory } from '../db/schema';
import { decodeCursor, encodeCursor } from '../graphql/pages';
import type { SoundZoneRow } from '../loaders';
import { audiblePlayerAt } from './players';
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
  /** The schedule and slot that played `sourceId`, when a schedule did. */
  scheduleId: string | null;
  slotId: string | null;
  queuedAt: number | null;
}

/** One id per zone and start, whether the entry was recorded or computed. */
const entryId = (zoneId: string, startedAt: number) => Buffer.from(`${zoneId}@${startedAt}`).toString('base64url');

/** Since when a player's history is computed rather than recorded: its last change, at most HISTORY_DAYS back when untouched. */
function computedSince(player: ZonePlayer, now: number): number {
  return player.stored ? player.changedAt : Math.max(player.changedAt, now - HISTORY_DAYS * DAY_MS);
}

function entryOf(player: ZonePlayer, start: TrackStart): PlayedTrackParent {
  const fromSource = start.origin === 'source';
  return {
    id: entryId(player.zone.id, start.startedAt),
    trackId: start.trackId,
    startedAt: start.startedAt,
    origin: start.origin,
    sourceId: fromSource ? (player.playlist?.id ?? null) : null,
    scheduleId: fromSource ? (player.schedule?.id ?? null) : null,
    slotId: fromSource ? player.slotId : null,
    queuedAt: start.queuedAt ?? null,
  };
}

/** A stretch of time [from, until) over which the zone played one source by one timeline: the player as it was then. */
interface Stretch {
  from: number;
  until: number;
  player: ZonePlayer;
}

/** The stretches of [from, until), oldest first: a new one where a slot or an override starts or ends. */
async function stretchesBetween(context: RequestContext, zone: SoundZoneRow, from: number, until: number): Promise<Stretch[]> {
  const stretches: Stretch[] = [];
  for (let at = from; at < until; ) {
    const player = await audiblePlayerAt(context, zone, at);
    const end = Math.min(until, player.changesAt ?? Infinity);
    stretches.push({ from: at, until: end, player });
    // A change that is no later than now would not move on: nothing changes by itself after it.
    if (end <= at) break;
    at = end;
  }
  return stretches;
}

// A campaign's announcement is no track of the history.
const startsIn = ({ player, from, until }: Stretch) =>
  startsBetween(player.timeline, player.source, from, until, MAX_STARTS)
    .filter((start) => start.origin !== 'announcement')
    .map((start) => entryOf(player, start));

/** The history rows of what the player started since it was last recorded, until `at` (its next change). */
export async function historyToRecord(context: RequestContext, player: ZonePlayer, at: number): Promise<(typeof playHistory.$inferInsert)[]> {
  const stretches = await stretchesBetween(context, player.zone, computedSince(player, at), at);
  return stretches.flatMap(startsIn).map((entry) => ({
    id: entry.id,
    soundZoneId: player.zone.id,
    trackId: entry.trackId,
    startedAt: new Date(entry.startedAt),
    origin: entry.origin,
    sourceId: entry.sourceId,
    scheduleId: entry.scheduleId,
    slotId: entry.slotId,
    queuedAt: entry.queuedAt === null ? null : new Date(entry.queuedAt),
  }));
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
  // Newest first: the latest stretches are enough for a page.
  const computed: PlayedTrackParent[] = [];
  for (const stretch of (await stretchesBetween(context, zone, Math.max(from, computedSince(player, now)), until)).reverse()) {
    computed.push(...startsIn(stretch).reverse());
    if (computed.length >= wanted) break;
  }
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
    ...computed.slice(0, wanted),
    ...recorded.map((row) => ({ ...row, startedAt: row.startedAt.getTime(), origin: row.origin as TrackStart['origin'], queuedAt: row.queuedAt?.getTime() ?? null })),
  ];
  return { entries: entries.slice(0, args.first), hasNextPage: entries.length > args.first };
}

export const historyCursor = (entry: PlayedTrackParent) => encodeCursor([entry.startedAt]);
