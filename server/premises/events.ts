// Realtime events of the premises area, published after a change commits. Zones, devices and errors
// carry their location (and zone) as parents, so a location user's event socket and the watchers of a
// location or zone receive them.
import type { DomainEvent, EntityType } from '../realtime/pubsub';
import type { RequestContext } from '../context';
import type { ZoneScope } from '../access/premisesAccess';
import type { DeviceRow, LocationRow, SoundZoneRow } from '../loaders';

type EventType = DomainEvent['type'];
type Publisher = Pick<RequestContext, 'pubsub'>;

export const locationEvent = (type: EventType, location: Pick<LocationRow, 'id' | 'accountId'>): DomainEvent => ({
  type,
  entity: 'location',
  id: location.id,
  accountId: location.accountId,
  parentIds: [],
});

export const zoneEvent = (type: EventType, zone: Pick<SoundZoneRow, 'id' | 'accountId' | 'locationId'>): DomainEvent => ({
  type,
  entity: 'sound_zone',
  id: zone.id,
  accountId: zone.accountId,
  parentIds: [zone.locationId],
});

/** A device event, under the zone it is (or was) paired to. */
export const deviceEvent = (type: EventType, device: Pick<DeviceRow, 'id'>, zone: Pick<SoundZoneRow, 'id' | 'accountId' | 'locationId'> | null): DomainEvent => ({
  type,
  entity: 'device',
  id: device.id,
  accountId: zone?.accountId ?? null,
  parentIds: zone ? [zone.locationId, zone.id] : [],
});

export const errorEvent = (type: EventType, errorId: string, zone: Pick<SoundZoneRow, 'id' | 'accountId' | 'locationId'>): DomainEvent => ({
  type,
  entity: 'error',
  id: errorId,
  accountId: zone.accountId,
  parentIds: [zone.locationId, zone.id],
});

/** Publishes events in order. */
export async function publish(context: Publisher, events: readonly DomainEvent[]): Promise<void> {
  for (const event of events) await context.pubsub.publish(event);
}

/** What an account's zone and location lists are made of: a change to one changes their totals and states. */
const PREMISES_ENTITIES: ReadonlySet<EntityType> = new Set(['sound_zone', 'location', 'device', 'error']);

/** Whether an event changes the zones or locations of the account that a viewer with this scope sees. */
export const changesPremisesIn =
  (scope: ZoneScope) =>
  (event: DomainEvent): boolean => {
    if (event.accountId !== scope.accountId || !PREMISES_ENTITIES.has(event.entity)) return false;
    const ids = [event.id, ...event.parentIds];
    if (scope.zoneId) return ids.includes(scope.zoneId);
    return !scope.locationIds.length || ids.some((id) => scope.locationIds.includes(id));
  };
