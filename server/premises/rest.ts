// REST operations of locations, sound zones, devices and speaker households (the api and sms services).
// Each handler checks access, calls the shared domain operation and answers the legacy record.
import { defineHandlers } from '../rest/handlers';
import { messages } from '../../src/domain/validation';
import { badRequest, notFound } from '../errors';
import { requireSoundZone } from '../access/accountAccess';
import { requireAccountScope, requireVisibleLocation, zoneScope } from '../access/premisesAccess';
import { zoneErrorsLoader } from './loaders';
import type { components } from '../../src/rest/__generated__/rest';
import type { LocationFields } from './locations';
import { activateLocation, createLocation, deactivateLocation, deactivateLocationSubscriptions, listLocations, requireBillingGroupAccount, updateLocation } from './locations';
import { accountOfBillingGroup } from '../billing/groups';
import { activateSoundZone, countZones, createSoundZone, deactivateSoundZone, listZones, requestAccessToken, resetAccessCode, updateSoundZone, updateSoundZones } from './zones';
import { deleteDevice, pairWithDeviceCode, registerDevice, requireDevice, unpairZone, updateDevice } from './pairing';
import { listHouseholds, pairHousehold, unpairHousehold } from './households';
import { deviceMetricsRecord, deviceRecord, householdRecord, locationRecord, locationRecords, soundZoneRecord, soundZoneRecords, zoneErrorRecord } from './records';
import { zonePage, zoneTotals } from './search';
import type { ZoneFilters } from './search';
import { REST_FIELDS } from './validation';
import { zonePresetSettingsFor } from '../accounts/zonePresets';

type Schemas = components['schemas'];

const ok = <B>(body: B) => ({ status: 200 as const, body });

/** The location fields of a LocationCreate or LocationUpdate body. */
const locationFields = (body: Schemas['LocationUpdate']): LocationFields => ({
  name: body.name,
  address: body.address,
  city: body.city,
  postalCode: body.postal_code,
  isoCountry: body.iso_country,
  timezone: body.timezone,
  billingGroupId: body.billing_group,
  bandwidthLimitationKbps: body.settings?.bandwidth_limitation_kbps,
});

export const premisesHandlers = defineHandlers({
  // --- Locations ----------------------------------------------------------------------------------
  getLocation: async ({ params }, context) => ok(await locationRecord(context, (await requireVisibleLocation(context, params.locationId)).location)),

  updateLocation: async ({ params, body }, context) => {
    const location = await updateLocation(context, params.locationId, locationFields(body), REST_FIELDS, { checkState: false });
    return ok(await locationRecord(context, location));
  },

  deactivateLocation: async ({ params }, context) => ok(await locationRecord(context, await deactivateLocation(context, params.locationId))),

  activateLocation: async ({ params }, context) => ok(await locationRecord(context, await activateLocation(context, params.locationId))),

  deactivateLocationSubscriptions: async ({ params }, context) => ok(await soundZoneRecords(context, await deactivateLocationSubscriptions(context, params.locationId))),

  createAccountLocation: async ({ params, body }, context) => {
    const input = { ...locationFields(body), name: body.name, address: body.address, city: body.city, postalCode: body.postal_code, isoCountry: body.iso_country, soundZoneName: body.sound_zone_name };
    const { location, zone } = await createLocation(context, params.accountId, input, REST_FIELDS, { checkState: false });
    const [record, zoneRecord] = await Promise.all([locationRecord(context, location), soundZoneRecord(context, zone)]);
    return { status: 201 as const, body: { ...record, sound_zone: zoneRecord } };
  },

  listAccountLocations: async ({ params, query }, context) => {
    const { scope } = await requireAccountScope(context, params.accountId);
    return ok(await locationRecords(context, await listLocations(context, scope, { includeDeactivated: query.deactivated === true })));
  },

  listBillingGroupLocations: async ({ params }, context) => {
    const { membership } = await requireBillingGroupAccount(context, params.billingGroupId);
    const scope = await zoneScope(context, accountOfBillingGroup(params.billingGroupId)!, membership);
    return ok(await locationRecords(context, await listLocations(context, scope, { billingGroupId: params.billingGroupId })));
  },

  // --- Sound zones --------------------------------------------------------------------------------
  getSoundZone: async ({ params, query }, context) => {
    const { zone } = await requireSoundZone(context, params.soundZoneId);
    return ok(await soundZoneRecord(context, zone, { embedLocation: query.include?.includes('location') ?? false }));
  },

  updateSoundZone: async ({ params, body }, context) =>
    ok(await soundZoneRecord(context, await updateSoundZone(context, params.soundZoneId, { name: body.name, settings: body.settings, playFrom: body.play_from }, REST_FIELDS))),

  deactivateSoundZone: async ({ params }, context) => ok(await soundZoneRecord(context, await deactivateSoundZone(context, params.soundZoneId))),

  activateSoundZone: async ({ params }, context) => ok(await soundZoneRecord(context, await activateSoundZone(context, params.soundZoneId))),

  createLocationSoundZone: async ({ params, body }, context) => {
    if (body.location !== undefined && body.location !== params.locationId) throw badRequest({ location: messages.invalid }, 'location must be the location in the path');
    // A zone preset of the location's account gives the new zone its settings, the request's own over them.
    const settings = body.zone_preset === undefined ? body.settings : await zonePresetSettingsFor(context, (await requireVisibleLocation(context, params.locationId)).location.accountId, body.zone_preset, body.settings);
    const zone = await createSoundZone(context, params.locationId, { name: body.name, settings }, REST_FIELDS);
    return { status: 201 as const, body: await soundZoneRecord(context, zone) };
  },

  bulkUpdateSoundZones: async ({ body }, context) => {
    if (body.settings && body.play_from) throw badRequest({ play_from: messages.invalid }, 'Send settings or play_from, not both');
    if (!body.settings && !body.play_from) throw badRequest({ settings: messages.required }, 'Send settings or play_from');
    return ok(await soundZoneRecords(context, await updateSoundZones(context, body.ids, { settings: body.settings, playFrom: body.play_from }, REST_FIELDS)));
  },

  resetSoundZoneAccessCode: async ({ params }, context) => ok({ access_code: await resetAccessCode(context, params.soundZoneId) }),

  requestSoundZoneAccessToken: async ({ params }, context) => ok({ token: await requestAccessToken(context, params.soundZoneId) }),

  countAccountSoundZones: async ({ params }, context) => {
    const { scope } = await requireAccountScope(context, params.accountId);
    return ok({ count: await countZones(context.db, scope) });
  },

  searchAccountSoundZones: async ({ params, body }, context) => {
    const { scope } = await requireAccountScope(context, params.accountId);
    const given: Partial<NonNullable<typeof body.filters>> = body.filters ?? {};
    const filters: ZoneFilters = {
      searches: given.q ? [given.q] : [],
      locations: given.locations ? [given.locations] : [],
      regions: given.region ? [given.region] : [],
      states: given.status ? [given.status] : [],
      statusCodes: given.statusCode ? [given.statusCode] : [],
    };
    const [totals, page] = await Promise.all([zoneTotals(context, scope, filters), zonePage(context, scope, filters, { first: body.per_page ?? 50, after: body.cursor, cursorField: 'cursor' })]);
    return ok({
      items: await soundZoneRecords(context, page.zones),
      total: totals.total,
      totals: totals.byState,
      next_cursor: page.hasNextPage ? page.cursors.at(-1)! : null,
    });
  },

  listAccountSoundZones: async ({ params, query }, context) => {
    const { scope } = await requireAccountScope(context, params.accountId);
    return ok(await soundZoneRecords(context, await listZones(context, scope, { includeDeactivated: query.deactivated === true })));
  },

  listLocationSoundZones: async ({ params }, context) => {
    const { location, membership } = await requireVisibleLocation(context, params.locationId);
    const scope = await zoneScope(context, location.accountId, membership);
    return ok(await soundZoneRecords(context, await listZones(context, scope, { locationId: location.id })));
  },

  listSoundZoneErrors: async ({ params, query }, context) => {
    const { zone } = await requireSoundZone(context, params.soundZoneId);
    const errors = await zoneErrorsLoader(context.loaders).load(zone.id);
    return ok(errors.filter((error) => query.resolved === undefined || error.resolved === query.resolved).map(zoneErrorRecord));
  },

  // --- Devices and pairing -------------------------------------------------------------------------
  pairSoundZoneDevice: async ({ params, body }, context) => {
    const zone = await pairWithDeviceCode(context, params.soundZoneId, {
      soundZone: body.sound_zone,
      deviceType: body.device_type,
      platform: body.platform,
      code: body.code,
      unpairSoundZone: body.unpair_sound_zone,
    });
    return ok(await soundZoneRecord(context, zone));
  },

  unpairSoundZoneDevice: async ({ params }, context) => ok(await soundZoneRecord(context, await unpairZone(context, params.soundZoneId))),

  createDevice: async ({ body }, context) => {
    const device = await registerDevice(
      context,
      {
        deviceType: body.device_type,
        platform: body.platform,
        clientId: body.device_id,
        appVersion: body.app_version?.version,
        playerEngineVersion: body.tyson_version?.version,
        softwareVersion: body.software_version,
        osVersion: body.osVersion,
        modelName: body.model,
      },
      context.clientAddress,
    );
    return { status: 201 as const, body: deviceRecord(device) };
  },

  getDevice: async ({ params }, context) => ok(deviceRecord((await requireDevice(context, params.deviceId)).device)),

  updateDevice: async ({ params, body }, context) =>
    ok(
      deviceRecord(
        await updateDevice(context, params.deviceId, {
          appVersion: body.app_version?.version,
          playerEngineVersion: body.tyson_version?.version,
          softwareVersion: body.software_version,
          osVersion: body.osVersion,
          modelName: body.model,
        }),
      ),
    ),

  deleteDevice: async ({ params }, context) => {
    await deleteDevice(context, params.deviceId);
    return { status: 204 };
  },

  getDeviceMetrics: async ({ params }, context) => {
    const metrics = deviceMetricsRecord((await requireDevice(context, params.deviceId)).device);
    if (!metrics) throw notFound('Device metrics');
    return ok(metrics);
  },

  // --- Speaker-system households (sms) ----------------------------------------------------------------
  listAccountHouseholds: async ({ params }, context) => ok((await listHouseholds(context, params.accountId)).map(householdRecord)),

  pairHouseholdLocation: async ({ params, body }, context) => ok(householdRecord(await pairHousehold(context, params.householdId, body.location))),

  unpairHouseholdLocation: async ({ params }, context) => ok(householdRecord(await unpairHousehold(context, params.accountId, params.householdId))),
});
