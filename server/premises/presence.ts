// Players reporting in (core.md 3 Device, 4 'Sound zone display state'): whether a paired player is
// connected, whether its output is muted, whether it runs a soon-unsupported version (which the desktop
// shell tells by the version it pairs with and later reports, ./desktopVersions.ts). The zone's status
// and errors follow from these facts (src/domain/zoneStatus.ts), and watchers of the zone hear of each
// change through the device and error events, as with any other change of the premises area.
//
// Reports are idempotent: only what differs from the stored facts is written, in one statement, and only
// the writer that changed a row publishes its event, so several server processes reporting the same
// facts at once write and announce each change exactly once.
import { sql } from 'drizzle-orm';
import { encodeId, decodeId } from '../../src/domain/ids';
import { SOON_UNSUPPORTED_CAUSE } from '../../src/domain/zoneStatus';
import type { AppServices } from '../context';
import type { DeviceRow } from '../loaders';
import { desktopSoonUnsupported } from './desktopVersions';
import { queryRows } from '../db/client';
import { reserveIds } from '../db/ids';
import { deviceEvent, errorEvent, publish } from './events';

export interface PresenceReport {
  deviceId: string;
  online: boolean;
  /** A muted player says so; an unmuted one leaves its last reported metrics as they are. */
  muted: boolean;
  /** The player runs a version that will soon stop being supported. */
  deprecated: boolean;
}

type PresenceServices = Pick<AppServices, 'db' | 'pubsub' | 'now'>;

/** Serialises the soon-unsupported check and insert across processes. */
const DEPRECATION_LOCK = 0x0de7_1ce5;

export const SOON_UNSUPPORTED_MESSAGE = 'This player version will soon stop being supported. Update the player to keep the music playing.';

interface ChangedDevice {
  id: string;
  zone_id: string;
  account_id: string;
  location_id: string;
}

/** Writes the reports of paired players that differ from what is stored; returns the ids of the devices that changed. */
export async function reportPresence(services: PresenceServices, reports: readonly PresenceReport[]): Promise<string[]> {
  if (!reports.length) return [];
  const now = services.now().toISOString();
  const rows = JSON.stringify(reports.map((r) => ({ id: r.deviceId, online: r.online, muted: r.muted })));
  const changed = await queryRows<ChangedDevice>(
    services.db,
    sql`
      WITH reported AS (SELECT * FROM jsonb_to_recordset(${rows}::jsonb) AS r(id text, online boolean, muted boolean)),
      changed AS (
        UPDATE devices AS d
        SET online = r.online,
            metrics = CASE WHEN r.muted THEN jsonb_set(coalesce(d.metrics, '{}'::jsonb), '{muted}', 'true'::jsonb) ELSE d.metrics END,
            last_seen_at = ${now}::timestamptz,
            updated_at = ${now}::timestamptz
        FROM reported AS r
        WHERE d.id = r.id
          AND d.sound_zone_id IS NOT NULL
          AND (d.online IS DISTINCT FROM r.online OR (r.muted AND coalesce(d.metrics->>'muted', 'false') <> 'true'))
        RETURNING d.id, d.sound_zone_id
      )
      SELECT c.id, z.id AS zone_id, z.account_id, z.location_id FROM changed AS c JOIN sound_zones AS z ON z.id = c.sound_zone_id`,
  );
  await publish(
    services,
    changed.map((row) => deviceEvent('update', { id: row.id }, { id: row.zone_id, accountId: row.account_id, locationId: row.location_id })),
  );
  await raiseSoonUnsupported(services, reports.filter((r) => r.deprecated).map((r) => r.deviceId));
  return changed.map((row) => row.id);
}

/**
 * A paired desktop shell's version is known (it paired, or reported a new one): its zone gets the
 * soon-unsupported error when the version is old, and an updated shell's zone has it resolved.
 */
export async function reviewDesktopVersion(services: PresenceServices & Pick<AppServices, 'config'>, device: Pick<DeviceRow, 'id' | 'kind' | 'appVersion' | 'soundZoneId'>) {
  if (!device.soundZoneId || device.kind !== 'desktop') return;
  if (desktopSoonUnsupported(device, services.config.DESKTOP_SUPPORTED_FROM)) {
    await raiseSoonUnsupported(services, [device.id]);
    return;
  }
  const resolved = await queryRows<{ id: string; zone_id: string; account_id: string; location_id: string }>(
    services.db,
    sql`
      UPDATE sound_zone_errors AS e SET resolved = true
      FROM sound_zones AS z
      WHERE z.id = e.sound_zone_id AND e.sound_zone_id = ${device.soundZoneId} AND e.cause = ${SOON_UNSUPPORTED_CAUSE} AND NOT e.resolved
      RETURNING e.id, z.id AS zone_id, z.account_id, z.location_id`,
  );
  await publish(
    services,
    resolved.map((e) => errorEvent('update', e.id, { id: e.zone_id, accountId: e.account_id, locationId: e.location_id })),
  );
}

/** Gives the zone of each deprecated player an unresolved soon-unsupported error, unless it has one (shown or hidden). */
async function raiseSoonUnsupported(services: PresenceServices, deviceIds: readonly string[]) {
  if (!deviceIds.length) return;
  const created = await services.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEPRECATION_LOCK})`);
    const zones = await queryRows<{ zone_id: string; account_id: string; location_id: string }>(
      tx as never,
      sql`
        SELECT z.id AS zone_id, z.account_id, z.location_id
        FROM devices AS d JOIN sound_zones AS z ON z.id = d.sound_zone_id
        WHERE d.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(deviceIds)}::jsonb))
          AND NOT EXISTS (SELECT 1 FROM sound_zone_errors AS e WHERE e.sound_zone_id = z.id AND e.cause = ${SOON_UNSUPPORTED_CAUSE} AND NOT e.resolved)`,
    );
    if (!zones.length) return [];
    const first = await reserveIds(tx as never, 'SoundZoneError', zones.length);
    const errors = zones.map((zone, i) => ({ ...zone, id: encodeId([{ kind: 'SoundZoneError', intId: first + i }, ...(decodeId(zone.zone_id) ?? [])]) }));
    const values = JSON.stringify(errors.map((e) => ({ id: e.id, zone: e.zone_id })));
    await tx.execute(sql`
      INSERT INTO sound_zone_errors (id, sound_zone_id, cause, message, created_at)
      SELECT e.id, e.zone, ${SOON_UNSUPPORTED_CAUSE}, ${SOON_UNSUPPORTED_MESSAGE}, ${services.now().toISOString()}::timestamptz
      FROM jsonb_to_recordset(${values}::jsonb) AS e(id text, zone text)`);
    return errors;
  });
  await publish(
    services,
    created.map((e) => errorEvent('create', e.id, { id: e.zone_id, accountId: e.account_id, locationId: e.location_id })),
  );
}
