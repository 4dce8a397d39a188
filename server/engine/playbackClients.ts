// Web tabs as a zone's player (core.md 4 'Web playback across tabs'): createPlaybackClient stores the
// zone's one current client, whose playback token then works until another client takes the zone over
// or a device is paired to it. A web client is online while a playerStateUpdate subscription of its is
// open (on any replica: the open subscription renews `watched_until`) or it reported progress lately.
import { randomBytes } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Db } from '../db/client';
import { playbackClients, soundZones } from '../db/schema';
import type { SoundZoneRow } from '../loaders';
import type { PlaybackClaims } from '../auth/tokens';
import { pairedDevice } from '../premises/loaders';
import { publish } from '../premises/events';
import { openCounts } from './openCounts';
import { playbackEvent } from './players';

/** A client that reported progress this recently is online without a subscription. */
export const REPORT_KEEPS_ONLINE_MS = 60_000;
/** An open subscription renews its client's `watched_until` this often, to this far ahead. */
const WATCH_RENEWAL_MS = 30_000;
const WATCH_HOLDS_MS = 60_000;

type PlaybackClientRow = typeof playbackClients.$inferSelect;

/** A new client id: the time it was made and a random part. */
export const newClientId = (now: Date) => `${now.getTime()}-${randomBytes(8).toString('hex')}`;

/** Whether the token's client still plays its zone: no newer client took over, no device was paired. */
export async function isCurrentPlaybackClient(db: Db, claims: Pick<PlaybackClaims, 'sub' | 'zone'>): Promise<boolean> {
  const [row] = await db
    .select({ clientId: playbackClients.clientId, deviceId: soundZones.deviceId })
    .from(playbackClients)
    .innerJoin(soundZones, eq(soundZones.id, playbackClients.soundZoneId))
    .where(eq(playbackClients.soundZoneId, claims.zone));
  return row?.clientId === claims.sub && row.deviceId === null;
}

const clientRows = (db: Db) =>
  new DataLoader<string, PlaybackClientRow | null>(async (zoneIds) => {
    const rows = await db.select().from(playbackClients).where(inArray(playbackClients.soundZoneId, [...zoneIds]));
    const byZone = new Map(rows.map((row) => [row.soundZoneId, row]));
    return zoneIds.map((id) => byZone.get(id) ?? null);
  });

/** The zone's current web client, read in batches per request. */
export const playbackClientOf = (context: Pick<RequestContext, 'loaders'>, zoneId: string) => context.loaders.memo('playbackClients', clientRows).load(zoneId);

export interface NewPlaybackClient {
  name: string;
  description: string;
}

/** Makes a new client the zone's player, replacing the one before. The caller has unpaired the zone's device. */
export async function storePlaybackClient(context: RequestContext, zone: SoundZoneRow, client: NewPlaybackClient): Promise<string> {
  const now = context.now();
  const clientId = newClientId(now);
  const values = { clientId, name: client.name.trim(), description: client.description.trim(), createdAt: now, watchedUntil: null, reportedAt: null };
  await context.db.insert(playbackClients).values({ soundZoneId: zone.id, ...values }).onConflictDoUpdate({ target: playbackClients.soundZoneId, set: values });
  context.loaders.memo('playbackClients', clientRows).clear(zone.id);
  // The client before hears of it (its subscriptions close) and the zone's watchers see the new player.
  await publish(context, [playbackEvent(zone)]);
  return clientId;
}

const isOnline = (client: PlaybackClientRow, at: number) => (client.watchedUntil?.getTime() ?? 0) > at || (client.reportedAt?.getTime() ?? -Infinity) > at - REPORT_KEEPS_ONLINE_MS;

/** Who plays a zone and whether it is online: its paired device, else its web client; null for neither. */
export async function zonePresence(context: Pick<RequestContext, 'loaders' | 'now'>, zone: SoundZoneRow): Promise<{ player: 'device' | 'web'; online: boolean } | null> {
  const device = await pairedDevice(context, zone);
  if (device) return { player: 'device', online: device.online };
  const client = await playbackClientOf(context, zone.id);
  return client ? { player: 'web', online: isOnline(client, context.now().getTime()) } : null;
}

/** Records a progress report; publishes the change when the client comes online with it. */
export async function recordReport(context: RequestContext, zone: SoundZoneRow, clientId: string): Promise<void> {
  const now = context.now();
  const before = await playbackClientOf(context, zone.id);
  await context.db
    .update(playbackClients)
    .set({ reportedAt: now })
    .where(and(eq(playbackClients.soundZoneId, zone.id), eq(playbackClients.clientId, clientId)));
  context.loaders.memo('playbackClients', clientRows).clear(zone.id);
  if (before && !isOnline(before, now.getTime())) await publish(context, [playbackEvent(zone)]);
}

const subscriptions = openCounts();

async function setWatchedUntil(context: RequestContext, zone: SoundZoneRow, clientId: string, until: Date) {
  await context.db
    .update(playbackClients)
    .set({ watchedUntil: until })
    .where(and(eq(playbackClients.soundZoneId, zone.id), eq(playbackClients.clientId, clientId)));
}

/**
 * A subscription of the client is open: the client is online until the returned function is called
 * (and for a short while after a process dies with the subscription open).
 */
export async function watchPlaybackClient(context: RequestContext, zone: SoundZoneRow, clientId: string): Promise<() => Promise<void>> {
  const renew = () => setWatchedUntil(context, zone, clientId, new Date(context.now().getTime() + WATCH_HOLDS_MS));
  subscriptions.open(clientId);
  await renew();
  await publish(context, [playbackEvent(zone)]);
  const timer = setInterval(() => void renew().catch((error: unknown) => context.log.warn({ err: error }, 'could not renew a web player’s presence')), WATCH_RENEWAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    if (!subscriptions.close(clientId)) return;
    await setWatchedUntil(context, zone, clientId, context.now());
    await publish(context, [playbackEvent(zone)]);
  };
}
