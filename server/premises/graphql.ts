// Control API resolvers of locations, sound zones and devices: their queries and types, the account's
// zone and location connections, the zone mutations and the realtime subscriptions. Changes go through
// the same domain operations as REST (locations.ts, zones.ts, pairing.ts).
import type { GraphQLEnumType } from 'graphql';
import { kindOfId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import { UNSUPPORTED_CAUSE, ZONE_STATES } from '../../src/domain/zoneStatus';
import type { Membership } from '../../src/domain/permissions';
import { membershipOf, requireAccount, requireSoundZone } from '../access/accountAccess';
import type { RequestContext } from '../context';
import { badRequest } from '../errors';
import type { AccountRow } from '../loaders';
import type { DomainEvent } from '../realtime/pubsub';
import { watch } from '../graphql/subscriptions';
import type {
  PageInfo,
  Resolvers,
  ResolversTypes,
  SoundZoneErrorCause,
  SoundZoneErrorState,
  SoundZoneFilter,
  SoundZoneOrder,
  SubscriptionDeviceUpdateArgs,
  SubscriptionLocationUpdateArgs,
  SubscriptionSoundZoneEventForParentArgs,
  SubscriptionSoundZoneUpdateArgs,
} from '../graphql/control/__generated__/types';
import type { ZoneScope } from '../access/premisesAccess';
import { locationPermissionsFor, requireVisibleLocation, zonePermissionsFor, zoneScope } from '../access/premisesAccess';
import { pairedDevice, statusOf, subscriptionOf, unresolvedErrors, zoneErrorsLoader } from './loaders';
import { createLocation, locationPage, updateLocation } from './locations';
import { initiatePairing, pairWithPairingCode, requireDevice, unpairZone } from './pairing';
import { zonePage, zoneTotals } from './search';
import type { ZoneFilters, ZoneOrder } from './search';
import { graphSettings, legacySettingsPatch, zoneSettings } from './settings';
import { GRAPH_FIELDS } from './validation';
import { createSoundZone, deactivateSoundZone, updateSoundZone, updateSoundZones } from './zones';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const EMPTY_PAGE: PageInfo = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

// --- Connections ----------------------------------------------------------------------------------

/** The graph's zone filters as the search's conditions (each filter sets one field; every filter must hold). */
function zoneFilters(filters: readonly SoundZoneFilter[] | null | undefined): ZoneFilters {
  const result: Required<ZoneFilters> = { searches: [], locations: [], regions: [], states: [], statusCodes: [], subscriptions: [] };
  for (const filter of filters ?? []) {
    if (filter.subscription) result.subscriptions.push(filter.subscription.eq);
    if (filter.state) result.states.push(filter.state.eq);
    if (filter.statusCode) result.statusCodes.push(filter.statusCode.eq);
    if (filter.location) result.locations.push([filter.location.eq]);
    if (filter.search !== null && filter.search !== undefined) result.searches.push(filter.search);
    if (filter.region !== null && filter.region !== undefined) result.regions.push(filter.region);
  }
  return result;
}

const zoneOrder = (orderBy: readonly SoundZoneOrder[] | null | undefined): ZoneOrder[] => (orderBy ?? []).map((o) => ({ field: o.field, order: o.order ?? 'ASC' }));

/**
 * A zone connection whose parts run only when asked: totals (total, stateTotals) in one statement, the
 * page (edges, pageInfo) in another, so `first: 0` with `total` costs one count.
 */
function zoneConnection(context: RequestContext, scope: ZoneScope, filters: ZoneFilters, page: { first: number; after?: string | null; order?: ZoneOrder[] }) {
  let totals: ReturnType<typeof zoneTotals> | null = null;
  let rows: ReturnType<typeof zonePage> | null = null;
  const readTotals = () => (totals ??= zoneTotals(context, scope, filters));
  const readPage = () => (rows ??= zonePage(context, scope, filters, page));
  const connection = {
    get total() {
      return readTotals().then((t) => t.total);
    },
    get stateTotals() {
      return readTotals().then((t) => ZONE_STATES.map((state) => ({ state, total: t.byState[state] })));
    },
    get edges() {
      return readPage().then((p) => p.zones.map((node, i) => ({ cursor: p.cursors[i]!, node })));
    },
    get pageInfo() {
      return readPage().then((p): PageInfo => ({ hasNextPage: p.hasNextPage, hasPreviousPage: !!page.after, startCursor: p.cursors[0] ?? null, endCursor: p.cursors.at(-1) ?? null }));
    },
  };
  // Getters resolve lazily through the default field resolver.
  return connection as unknown as ResolversTypes['SoundZoneConnection'];
}

const emptyZoneConnection = () => ({ total: 0, stateTotals: ZONE_STATES.map((state) => ({ state, total: 0 })), edges: [], pageInfo: EMPTY_PAGE });

async function accountScope(context: RequestContext, account: AccountRow): Promise<ZoneScope | null> {
  const membership = await membershipOf(context, account.id);
  return membership ? zoneScope(context, account.id, membership) : null;
}

// --- Zone errors -------------------------------------------------------------------------------

function errorConnection(errors: Awaited<ReturnType<typeof unresolvedErrors>>, state: SoundZoneErrorState, first: number, after: string | null | undefined) {
  const chosen = errors.filter((error) => !error.hide && (state === 'all' || error.resolved === (state === 'resolved')));
  let start = 0;
  if (after) {
    const index = chosen.findIndex((error) => Buffer.from(error.id).toString('base64url') === after);
    if (index < 0) throw badRequest({ after: messages.invalid }, 'The cursor is not valid for this list');
    start = index + 1;
  }
  const slice = chosen.slice(start, start + first);
  const edges = slice.map((error) => ({
    cursor: Buffer.from(error.id).toString('base64url'),
    node: { id: error.id, cause: error.cause as SoundZoneErrorCause, resolved: error.resolved, createdAt: error.createdAt.toISOString() },
  }));
  return {
    total: chosen.length,
    edges,
    pageInfo: { hasNextPage: start + first < chosen.length, hasPreviousPage: start > 0, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

// --- Playback, until the playback engine exists -------------------------------------------------------

/** Playback as the control side can tell it without a playback engine: unpaired, offline, or paused at the zone's start volume. */
// --- Subscriptions ------------------------------------------------------------------------------

/** The viewer's scope under a parent (an account or a location), after checking the viewer may watch it. */
async function parentScope(context: RequestContext, parentId: string): Promise<ZoneScope & { parentKind: 'Account' | 'Location' }> {
  if (kindOfId(parentId) === 'Location') {
    const { location, membership } = await requireVisibleLocation(context, parentId);
    const scope = await zoneScope(context, location.accountId, membership);
    return { ...scope, locationIds: scope.locationIds.length ? scope.locationIds : [location.id], parentKind: 'Location' };
  }
  const { membership } = await requireAccount(context, parentId);
  return { ...(await zoneScope(context, parentId, membership)), parentKind: 'Account' };
}

const isCreateOrDelete = (event: DomainEvent) => event.type === 'create' || event.type === 'delete';

/** Whether a location or zone event falls within what the watcher may see. */
function inScope(event: DomainEvent, scope: ZoneScope): boolean {
  if (scope.zoneId) return event.entity === 'sound_zone' ? event.id === scope.zoneId : scope.locationIds.includes(event.id);
  if (!scope.locationIds.length) return true;
  return event.entity === 'location' ? scope.locationIds.includes(event.id) : event.parentIds.some((id) => scope.locationIds.includes(id));
}

// Location users and devices hear only of their locations and zone.
const parentEvents = watch<SubscriptionSoundZoneEventForParentArgs, ResolversTypes['SoundZoneEventForParentPayload'], ZoneScope>({
  authorize: ({ input }, context) => parentScope(context, input.parent),
  inScope,
  matches: (event, { input }) =>
    isCreateOrDelete(event) &&
    ((event.entity === 'location' && event.accountId === input.parent) || (event.entity === 'sound_zone' && (event.accountId === input.parent || event.parentIds.includes(input.parent)))),
  payload: async (event, _args, context) => {
    if (event.entity === 'location') {
      if (event.type === 'delete') return { event: { locationId: event.id } };
      return { event: { location: (await context.loaders.location.load(event.id))! } };
    }
    if (event.type === 'delete') return { event: { soundZoneId: event.id } };
    return { event: { soundZone: (await context.loaders.soundZone.load(event.id))! } };
  },
});

const zoneUpdates = watch<SubscriptionSoundZoneUpdateArgs, ResolversTypes['SoundZoneUpdateSubscriptionPayload']>({
  authorize: async ({ input }, context) => void (await requireSoundZone(context, input.soundZone)),
  // The zone itself, and its device and errors, which make its status.
  matches: (event, { input }) =>
    (event.entity === 'sound_zone' && event.id === input.soundZone && event.type !== 'create') || ((event.entity === 'device' || event.entity === 'error') && event.parentIds.includes(input.soundZone)),
  payload: async (_event, { input }, context) => ({ soundZone: (await context.loaders.soundZone.load(input.soundZone))! }),
});

const deviceUpdates = watch<SubscriptionDeviceUpdateArgs, ResolversTypes['DeviceUpdatePayload']>({
  authorize: async ({ input }, context) => void (await requireDevice(context, input.device)),
  matches: (event, { input }) => event.entity === 'device' && event.id === input.device && event.type !== 'create',
  payload: async (_event, { input }, context) => ({ device: (await context.loaders.device.load(input.device))! }),
});

const locationUpdates = watch<SubscriptionLocationUpdateArgs, ResolversTypes['LocationUpdateSubscriptionPayload']>({
  authorize: async ({ input }, context) => void (await requireVisibleLocation(context, input.location)),
  matches: (event, { input }) => event.entity === 'location' && event.id === input.location && event.type !== 'create',
  payload: async (_event, { input }, context) => ({ location: (await context.loaders.location.load(input.location))! }),
});

// --- Resolvers ----------------------------------------------------------------------------------

const membershipOrNone = async (context: RequestContext, accountId: string): Promise<Membership | null> => membershipOf(context, accountId);

export const premisesResolvers: Resolvers = {
  Query: {
    location: async (_parent, { id }, context) => (await requireVisibleLocation(context, id)).location,
    soundZone: async (_parent, { id }, context) => (await requireSoundZone(context, id)).zone,
    device: async (_parent, { id }, context) => (await requireDevice(context, id)).device,
  },

  Account: {
    soundZones: async (account, { first, after, filters, orderBy }, context) => {
      const scope = await accountScope(context, account);
      return scope ? zoneConnection(context, scope, zoneFilters(filters), { first, after, order: zoneOrder(orderBy) }) : emptyZoneConnection();
    },
    locations: async (account, { first, after }, context) => {
      const scope = await accountScope(context, account);
      if (!scope) return { total: 0, edges: [], pageInfo: EMPTY_PAGE };
      const page = await locationPage(context, scope, { first, after });
      const edges = page.locations.map((node, i) => ({ cursor: page.cursors[i]!, node }));
      return { total: page.total, edges, pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: !!after, startCursor: page.cursors[0] ?? null, endCursor: page.cursors.at(-1) ?? null } };
    },
  },

  Location: {
    account: async (location, _args, context) => (await context.loaders.account.load(location.accountId))!,
    permissions: async (location, _args, context) => locationPermissionsFor(context, await membershipOrNone(context, location.accountId)),
    physicalAddress: (location) => ({ address: location.address, postalCode: location.postalCode, city: location.city, state: location.state, country: location.isoCountry }),
    billingGroupId: (location) => location.billingGroupId,
    bandwidthLimitationKbps: (location) => location.bandwidthLimitationKbps,
    soundZones: async (location, { first, after }, context) => {
      const membership = await membershipOrNone(context, location.accountId);
      if (!membership) return emptyZoneConnection();
      const scope = await zoneScope(context, location.accountId, membership);
      return zoneConnection(context, scope, { locations: [[location.id]] }, { first, after });
    },
  },

  SoundZone: {
    permissions: async (zone, _args, context) => zonePermissionsFor(context, zone, await membershipOrNone(context, zone.accountId)),
    isPaired: (zone) => !!zone.deviceId,
    status: (zone, _args, context) => statusOf(context, zone),
    subscription: (zone, _args, context) => {
      const subscription = subscriptionOf(context, zone);
      return { ...subscription, activeUntil: iso(subscription.activeUntil), reactivateAt: iso(subscription.reactivateAt) };
    },
    location: async (zone, _args, context) => (await context.loaders.location.load(zone.locationId))!,
    account: async (zone, _args, context) => (await context.loaders.account.load(zone.accountId))!,
    devicePlatform: async (zone, _args, context) => ((await pairedDevice(context, zone))?.platform as ResolversTypes['DevicePlatform'] | undefined) ?? null,
    device: (zone, _args, context) => pairedDevice(context, zone),
    settings: (zone) => {
      const settings = zoneSettings(zone);
      return settings ? graphSettings(settings) : null;
    },
    errors: async (zone, { state, first, after }, context) => errorConnection(await zoneErrorsLoader(context.loaders).load(zone.id), state, first, after),
    remoteCode: (zone) => zone.remoteCode,
    createdAt: (zone) => zone.createdAt.toISOString(),
  },

  SoundZoneError: {
    // A stored cause the schema does not name (a newer player reported it) answers as unknown rather than breaking the list.
    cause: (error, _args, _context, info) => ((info.schema.getType('SoundZoneErrorCause') as GraphQLEnumType).getValue(error.cause) ? error.cause : 'DEVICE_ERROR_UNKNOWN'),
  },

  Device: {
    kind: (device) => device.kind as ResolversTypes['DeviceKind'],
    type: (device) => device.deviceType as ResolversTypes['DeviceType'],
    platform: (device) => device.platform as ResolversTypes['DevicePlatform'],
    pairingMode: (device) => device.pairingMode as ResolversTypes['PairingMode'],
    soundZone: async (device, _args, context) => (device.soundZoneId ? context.loaders.soundZone.load(device.soundZoneId) : null),
    playerEngineVersion: (device) => device.playerEngineVersion,
    modelName: (device) => device.modelName,
    isUnsupported: async (device, _args, context) => !!device.soundZoneId && (await unresolvedErrors(context, device.soundZoneId)).some((error) => error.cause === UNSUPPORTED_CAUSE),
  },

  SoundZoneParentEvent: {
    __resolveType: (event) => ('location' in event ? 'LocationCreated' : 'locationId' in event ? 'LocationDeleted' : 'soundZone' in event ? 'SoundZoneCreated' : 'SoundZoneDeleted'),
  },

  Mutation: {
    locationCreate: async (_parent, { input }, context) => {
      const { location, zone } = await createLocation(
        context,
        input.account,
        {
          name: input.name,
          address: input.address,
          city: input.city,
          postalCode: input.postalCode,
          isoCountry: input.country,
          state: input.state,
          timezone: input.timezone,
          soundZoneName: input.soundZoneName,
        },
        GRAPH_FIELDS,
        { checkState: true },
      );
      return { location, soundZone: zone };
    },
    locationUpdate: async (_parent, { input }, context) => ({
      location: await updateLocation(
        context,
        input.location,
        {
          name: input.name ?? undefined,
          address: input.address ?? undefined,
          city: input.city ?? undefined,
          postalCode: input.postalCode ?? undefined,
          state: input.state === undefined ? undefined : input.state,
          timezone: input.timezone ?? undefined,
        },
        GRAPH_FIELDS,
        { checkState: true },
      ),
    }),
    soundZoneCreate: async (_parent, { input }, context) => ({ soundZone: await createSoundZone(context, input.location, { name: input.name }, GRAPH_FIELDS) }),
    soundZoneUpdate: async (_parent, { input }, context) => ({ soundZone: await updateSoundZone(context, input.soundZone, { name: input.name }, GRAPH_FIELDS) }),
    soundZoneDelete: async (_parent, { input }, context) => ({ deletedSoundZoneId: (await deactivateSoundZone(context, input.soundZone)).id }),
    soundZoneUpdateSettings: async (_parent, { input }, context) => ({
      soundZones: await updateSoundZones(context, input.soundZones, { settings: legacySettingsPatch(input.settings) }, GRAPH_FIELDS),
    }),
    soundZoneInitiatePairing: async (_parent, { input }, context) => {
      const { code, expiresAt, zone } = await initiatePairing(context, input.soundZone);
      return { pairingCode: code, expiresAt: expiresAt.toISOString(), soundZone: zone };
    },
    soundZoneUnpair: async (_parent, { input }, context) => {
      if (kindOfId(input.soundZone) !== 'SoundZone') throw badRequest({ 'input.soundZone': messages.invalid }, 'Validation failed');
      return { soundZone: await unpairZone(context, input.soundZone) };
    },
    devicePair: async (_parent, { input }, context) => {
      const address = context.clientAddress;
      const { zone, device, session } = await pairWithPairingCode(context, { pairingCode: input.pairingCode, name: input.name, kind: input.kind, appVersion: input.appVersion }, address);
      return { token: session.token, refreshToken: session.refreshToken, device, soundZone: zone };
    },
  },

  Subscription: {
    soundZoneUpdate: zoneUpdates,
    soundZoneEventForParent: parentEvents,
    deviceUpdate: deviceUpdates,
    locationUpdate: locationUpdates,
  },
};
