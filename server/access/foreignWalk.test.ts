// Every call that takes an id checks that the caller may see the object: the owner of account A (and,
// on REST, A's paired player) walks every operation of the contract with the ids of account B (REST,
// GraphQL queries and mutations, subscriptions and the event socket) and gets 403 or 404 (GraphQL:
// FORBIDDEN, NOT_FOUND or null), never B's data; B's rows stay as they were and A's rows take in none
// of B's ids. The same request by B's own owner gets past the checks, so each refusal is about the
// caller. Operations not implemented yet (REST 501, GraphQL fields without a resolver) are listed apart
// in the summary printed at the end. Anonymous callers get 401 from every REST operation the contract
// secures, and nothing of B from GraphQL.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Kind, TypeInfo, buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isLeafType, isListType, isNonNullType, isObjectType, isScalarType, parse, print, typeFromAST, visit, visitWithTypeInfo } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, GraphQLField, GraphQLInputType, GraphQLObjectType, GraphQLOutputType, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { loadContract } from '../rest/contract';
import type { ContractOperation } from '../rest/contract';
import { controlResolvers } from '../graphql/control/resolvers';
import { playbackResolvers } from '../graphql/playback/resolvers';
import { TEST_PASSWORD } from '../testing/fixtures';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { loadRestDocument, resolveRef } from '../../tests/mocks/openapi';
import { sampleFromSchema } from '../../tests/mocks/restMocks';
import { CATALOGUE_ALBUM_ID, CATALOGUE_ARTIST_ID, CATALOGUE_TRACK_ID, ENTITY_KINDS, ZETA_B, accountRows, accountSide, foreignWorld } from './foreignWorld';
import type { AccountSide, EntityKind, ForeignWorld } from './foreignWorld';
import { testReport } from '../testing/report';
import sharp from 'sharp';

/** A logo the upload takes: a plain 200×200 PNG, base64. */
const LOGO_PNG = (await sharp({ create: { width: 200, height: 200, channels: 3, background: '#336699' } }).png().toBuffer()).toString('base64');

// --- What the ids of the contract name ------------------------------------------------------------

/** REST path parameters that name an object of an account, and the kind of object. */
const ENTITY_PARAMETERS: Record<string, EntityKind> = {
  accountId: 'account',
  userId: 'user',
  aclId: 'acl',
  locationId: 'location',
  soundZoneId: 'soundZone',
  deviceId: 'device',
  socialProfileId: 'socialProfile',
  householdId: 'household',
  transactionId: 'transaction',
  slug: 'samlSlug',
  collectionId: 'playlist',
  scheduleId: 'schedule',
  billingGroupId: 'billingGroup',
  zonePresetId: 'zonePreset',
  messageId: 'message',
  campaignId: 'campaign',
  subscriptionId: 'subscription',
  recurrenceId: 'recurrence',
  vatExemptFormId: 'vatExemptForm',
  addonSubscriptionId: 'addonSubscription',
  refnumber: 'invoiceRefnumber',
};

/** REST path parameters that name nothing an account owns, and why. */
const OTHER_PARAMETERS: Record<string, string> = {
  invitationToken: 'the secret of an invitation link: whoever holds it may read and accept the invitation',
  referralCode: 'a public referral code',
  uuid: 'the public id of an invoice link: anyone holding it may read the invoice',
  kind: 'a kind of generated artwork',
  imageId: 'generated artwork, public (getImage has no security)',
  width: 'a size in pixels',
  height: 'a size in pixels',
  provider: 'a social-login provider',
  locale: 'a translation locale',
  types: 'catalogue search types',
  effectiveDate: 'a date',
  currency: 'a currency code',
  pricePlanId: 'a list price of the billing catalogue, the same for every account',
  trackId: 'a catalogue track',
  uri: 'a Spotify playlist URI',
};

/** Operations that take the id of an account's object and are public by the contract's own word. */
const PUBLIC_BY_CONTRACT: Record<string, string> = {
  getSchedule: "'Public for the share link {origin}/cadence/{scheduleId}' (bearer optional)",
};

/**
 * Objects of an account that any signed-in viewer reads through GraphQL by their id, as the REST
 * operation public by contract does: a foreign viewer gets that object (its own id and name) with no
 * permission beyond copying it, and nothing else of its account.
 */
const READABLE_BY_ID: Partial<Record<string, string>> = {
  schedule: "getSchedule's share link {origin}/cadence/{scheduleId} (Query.schedule, and node): permissions [DUPLICATE] only",
};

type Role = EntityKind | 'catalogue' | 'clientChosen';

/**
 * The role of every ID argument and ID input field of the GraphQL schemas (schema coordinates); the
 * first role is walked, the others are walked as extra variants.
 */
const ID_ROLES: Record<string, Role[]> = {
  // control: root arguments
  'Query.node(id:)': [...ENTITY_KINDS],
  'Query.nodes(ids:)': [...ENTITY_KINDS],
  'Query.account(id:)': ['account'],
  'Query.location(id:)': ['location'],
  'Query.soundZone(id:)': ['soundZone'],
  'Query.device(id:)': ['device'],
  'Query.nowPlaying(soundZone:)': ['soundZone'],
  'Query.playlist(id:)': ['playlist'],
  'Query.schedule(id:)': ['schedule'],
  'Query.station(id:)': ['catalogue'],
  'Query.album(id:)': ['catalogue'],
  'Query.getTracksFromPrompt(account:)': ['account'],
  'Query.artist(id:)': ['catalogue'],
  'Query.track(id:)': ['catalogue'],
  'Query.browseCategory(id:)': ['catalogue'],
  'Query.library(owner:)': ['account'],
  'Query.musicLibrary(id:)': ['account'],
  'Mutation.addToLibrary(owner:)': ['account'],
  'Mutation.removeFromLibrary(owner:)': ['account'],
  // control: input fields
  'IdFilter.eq': ['location'],
  'EditorialAgentInput.account': ['account'],
  'EditorialAgentInput.user': ['user'],
  'EditorialAgentInput.soundZone': ['soundZone'],
  'EditorialPageInput.id': ['catalogue'],
  'LibraryItemInput.id': ['playlist'],
  'RemoveFromLibraryInput.itemIds': ['playlist'],
  'FeedbackInput.feedbackId': ['clientChosen'],
  'ImportSpotifyPlaylistsInput.connectionId': ['spotifyConnection'],
  'ImportSpotifyPlaylistsInput.owner': ['account'],
  'CreateManualPlaylistInput.owner': ['account'],
  'CreateManualPlaylistInput.trackIds': ['catalogue'],
  'SpliceManualPlaylistInput.id': ['playlist'],
  'SpliceManualPlaylistInput.trackIds': ['catalogue'],
  'UpdateManualPlaylistInput.id': ['playlist'],
  'UpdateSpotifyPlaylistInput.id': ['copiedPlaylist'],
  'UpdateSpotifySyncedPlaylistInput.id': ['syncedPlaylist'],
  'CreateStationInput.owner': ['account'],
  'CreateStationInput.seedPlaylist': ['playlist'],
  'ScheduleSlotInput.playlists': ['playlist'],
  'CreateScheduleInput.owner': ['account'],
  'RecordOnboardingStepInput.account': ['account'],
  'CreateCustomerAccountInput.partner': ['account'],
  'CreateScheduleInput.copyOf': ['schedule'],
  'UpdateScheduleInput.schedule': ['schedule'],
  'Query.playbackOverrides(account:)': ['account'],
  'CreatePlaybackOverrideInput.account': ['account'],
  'CreatePlaybackOverrideInput.source': ['playlist', 'schedule'],
  'UpdatePlaybackOverrideInput.id': ['playbackOverride'],
  'UpdatePlaybackOverrideInput.source': ['playlist', 'schedule'],
  'DeletePlaybackOverrideInput.id': ['playbackOverride'],
  // The target's kind is SOUND_ZONES in the walk (the enum's first value).
  'PlaybackOverrideTargetInput.ids': ['soundZone'],
  'PlaybackOverrideUpdateInput.account': ['account'],
  'BlockTrackInput.parent': ['soundZone', 'location', 'account'],
  'BlockTrackInput.track': ['catalogue'],
  'BlockTrackInput.source': ['playlist'],
  'UnblockTrackInput.parent': ['soundZone', 'location', 'account'],
  'UnblockTrackInput.track': ['catalogue'],
  'LocationCreateInput.account': ['account'],
  'LocationUpdateInput.location': ['location'],
  'SoundZoneCreateInput.location': ['location'],
  'SoundZoneUpdateInput.soundZone': ['soundZone'],
  'SoundZoneDeleteInput.soundZone': ['soundZone'],
  'SoundZoneUpdateSettingsInput.soundZones': ['soundZone'],
  'SoundZoneInitiatePairingInput.soundZone': ['soundZone'],
  'SoundZoneUnpairInput.soundZone': ['soundZone'],
  'SoundZoneAssignSourceInput.soundZones': ['soundZone'],
  'SoundZoneAssignSourceInput.source': ['playlist'],
  'SoundZoneAssignSourceInput.track': ['catalogue'],
  'SetPlayFromInput.soundZone': ['soundZone'],
  'SetPlayFromInput.source': ['playlist'],
  'PlayInput.soundZone': ['soundZone'],
  'PauseInput.soundZone': ['soundZone'],
  'SkipTrackInput.soundZone': ['soundZone'],
  'SetVolumeInput.soundZone': ['soundZone'],
  'SoundZoneQueueTracksInput.soundZone': ['soundZone'],
  'SoundZoneQueueTracksInput.tracks': ['catalogue'],
  'SoundZoneClearQueuedTracksInput.soundZone': ['soundZone'],
  'SoundZoneSetPlaybackOrderInput.soundZone': ['soundZone'],
  'SoundZoneUpdateSubscriptionInput.soundZone': ['soundZone'],
  'NowPlayingUpdateInput.soundZone': ['soundZone'],
  'PlaybackUpdateInput.soundZone': ['soundZone'],
  'SoundZoneEventForParentInput.parent': ['account', 'location'],
  'DeviceUpdateInput.device': ['device'],
  'AccountUpdateInput.account': ['account'],
  'LocationUpdateSubscriptionInput.location': ['location'],
  'PlaylistUpdateInput.playlist': ['playlist'],
  'ScheduleUpdateInput.schedule': ['schedule'],
  'LibraryUpdateInput.owner': ['account'],
  'MusicLibraryUpdateInput.id': ['account'],
  // playback
  'Query.player(soundZone:)': ['soundZone'],
  'CreatePlaybackClientInput.soundZoneId': ['soundZone'],
  'PlayerInput.soundZone': ['soundZone'],
  'PlayerSetVolumeInput.soundZone': ['soundZone'],
  'PlayerSetPlayOrderInput.soundZone': ['soundZone'],
  'PlayerQueueTracksInput.soundZone': ['soundZone'],
  'PlayerQueueTracksInput.tracks': ['catalogue'],
  'PlayerSetCrossfadeInput.soundZone': ['soundZone'],
  'ReportProgressInput.trackId': ['catalogue'],
  'PlayerStateUpdateInput.soundZone': ['soundZone'],
};

const isEntity = (role: Role): role is EntityKind => role !== 'catalogue' && role !== 'clientChosen';

// --- REST ------------------------------------------------------------------------------------------

const contract = loadContract();
const document = loadRestDocument();
const restOperations = contract.operations.filter((op) => !op.path.startsWith('/stand-in/'));
const pathParameters = (operation: ContractOperation) => [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
const entityParameters = (operation: ContractOperation) => pathParameters(operation).filter((name) => name in ENTITY_PARAMETERS);

/** Operations walked as the foreign viewer: they take an id of an account's object and need a caller. */
const walkedRest = restOperations.filter((op) => entityParameters(op).length > 0 && op.authentication !== 'none' && !(op.operationId in PUBLIC_BY_CONTRACT));
/** Operations with an id of an account's object that any caller may use, by the contract. */
const publicRest = restOperations.filter((op) => entityParameters(op).length > 0 && !walkedRest.includes(op));

type Side = 'a' | 'b';

interface RestCase {
  name: string;
  operation: ContractOperation;
  /** Whose object each entity path parameter names. */
  sides: Record<string, Side>;
  /** Body fields naming objects (of B in a cross case), over a valid body. */
  body?: (world: ForeignWorld) => Record<string, unknown>;
  /** A's own object in the path and B's ids in the body: any refusal (4xx) is fine, B's ids must not stick. */
  cross?: boolean;
  /** The caller: A's owner, or A's paired player (device tokens reach the same operations). */
  viewer: 'owner' | 'device';
}

/**
 * Valid bodies for the operations that are implemented (others get one generated from the schema):
 * `target` owns the objects in the path, `actor` is the caller (A in the walk, the target itself in
 * the control that shows the same request succeeds for the target's own owner).
 */
const BODIES: Record<string, (target: AccountSide, actor: AccountSide, server: TestServer) => Record<string, unknown>> = {
  updateAccount: () => ({ business_name: 'Renamed by a stranger' }),
  upgradeAccount: () => ({ address: 'Kungsgatan 2', postal_code: '111 43', city: 'Stockholm', iso_country: 'SE' }),
  inviteUserToAccount: () => ({ pending_email: `stranger-invitee-${Date.now()}@cadence.test` }),
  attachNewUserToAccount: () => ({ name: 'Stranger', email: `stranger-${Date.now()}@cadence.test`, password: 'stranger-secret' }),
  updateAcl: () => ({ admin: true, owner: true }),
  saveAccountSamlOrganisation: () => ({ slug: `stranger-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, name: 'Stranger organisation', idp_sso_url: null, idp_certificate: null }),
  updateUser: () => ({ name: 'Renamed by a stranger' }),
  // The stranger even knows the password (every fixture user has it).
  changeUserPassword: () => ({ password: 'stranger-secret', old_password: TEST_PASSWORD }),
  changeUserEmail: () => ({ email: `stranger-${Date.now()}@cadence.test`, password: TEST_PASSWORD }),
  createAccountSocialProfile: () => ({ type: 'instagram', url: 'https://instagram.com/stranger' }),
  updateSocialProfile: () => ({ url: 'https://instagram.com/stranger' }),
  createAccountLocation: () => ({ name: 'Stranger location', address: 'Götgatan 1', city: 'Stockholm', postal_code: '118 46', iso_country: 'SE', timezone: 'Europe/Stockholm', sound_zone_name: 'Stranger zone' }),
  updateLocation: () => ({ name: 'Renamed by a stranger' }),
  searchAccountSoundZones: () => ({ filters: { q: 'a' } }),
  createLocationSoundZone: () => ({ name: 'Stranger zone' }),
  updateSoundZone: () => ({ name: 'Renamed by a stranger' }),
  // The caller pairs its own spare player to the zone.
  pairSoundZoneDevice: (target, actor) => ({ sound_zone: target.ids.soundZone, device_type: 'desktop', platform: 'MACOS', code: actor.unpairedDeviceCode }),
  updateDevice: () => ({ software_version: 'stranger-1.0' }),
  connectSamlOrganisation: (_, actor, server) => ({ user: actor.ids.user, returnTo: `${server.app.services.config.publicOrigin}/settings/sso` }),
  // The caller moves the household to its own location.
  pairHouseholdLocation: (_, actor) => ({ location: actor.ids.location }),
  acceptAccountLegal: (target) => ({ id: target.ids.account, terms_type: 'general' }),
  uploadAccountLogo: () => ({ image: LOGO_PNG }),
  // Text read out, not uploaded audio (the minimal model of messaging).
  createAccountMessage: () => ({ name: 'Stranger message', type: 'announcement', text: 'Hello from a stranger', asset: undefined }),
  updateSubscription: (target) => ({ id: target.ids.subscription }),
  updateBillingGroup: (target) => ({ id: target.ids.billingGroup }),
  activateAccountInvoicePayment: (target) => ({ billing_group: target.ids.billingGroup }),
  createBillingGroupVatExemptForm: (target) => ({ billing_group: target.ids.billingGroup }),
  updateSchedule: (target) => ({ id: target.ids.schedule, name: 'Renamed by a stranger', slots: [{ collections: [target.ids.playlist], DTSTART: '080000', DURATION: '3600000', RRULE: 'FREQ=WEEKLY;BYDAY=MO' }] }),
  purchaseSoundZoneSubscription: (target) => ({ account: target.ids.account, sound_zone: target.ids.soundZone }),
};

/** What the account's own owner gets where it is not a success, and why (the control of each refusal). */
const CONTROL_ANSWERS: Record<string, { status?: number; viewer?: 'device'; why: string }> = {
  upgradeAccount: { status: 409, why: 'the account is complete already (a conflict comes after the access check)' },
  activateAccount: { status: 409, why: 'the account is active' },
  activateLocation: { status: 409, why: 'the location is active' },
  deleteBillingGroup: { status: 409, why: 'an active location uses the billing group (billing.md 4.10)' },
  activateSoundZone: { status: 409, why: 'the zone is active' },
  deleteUser: { status: 409, why: 'the only owner may not delete their user' },
  updateDevice: { viewer: 'device', why: 'only the device itself reports its versions' },
  purchaseSoundZoneSubscription: { status: 409, why: 'the zone is paid until 2027 (a conflict comes after the access check)' },
  reactivateSoundZoneSubscription: { status: 409, why: 'the subscription is active' },
  modifySoundZoneSubscriptionPause: { status: 409, why: 'the subscription is not paused' },
  updateAccountPspPaymentMethod: { status: 400, why: "the sample return_url is not an address of the app (checked after access)" },
  updateSubscription: { status: 400, why: 'the sample sets no price and not price_not_set (billing.md 5.2, checked after access)' },
  deactivateSoundZoneSubscription: { status: 400, why: 'the sample reactivate_at is no valid moment (checked after access)' },
  changeAccountTier: { status: 409, why: "the world's tier change is still running (a conflict comes after the access check)" },
  changeAccountPlan: { status: 409, why: "the world's tier change is still running" },
  applyAccountWinbackDiscount: { status: 409, why: 'no zone of the account has ended, so it is not eligible' },
  updateAccountSubscription: { status: 409, why: "the world's tier change is still running" },
  createAccountSubscription: { status: 409, why: 'the account has its account subscription already' },
  createAccountAddonSubscription: { status: 409, why: "the body's add-on is active already on the account" },
  applyAccountBillingVoucher: { status: 400, why: 'the body names a made-up voucher (validity is checked after access)' },
};

/** Reads whose answer names nothing of B (a count, a flag, a token): the leak check has nothing to find there. */
const NAMELESS_ANSWERS: Record<string, string> = {
  getAccountDistributor: 'B is sold directly: null',
  countAccountSoundZones: 'a count',
  requestSoundZoneAccessToken: 'a token',
  getNeedsLegalAcceptance: 'a flag',
  listAccountCards: "the cards the payment provider stores for B, by the provider's ids",
  listAccountAdyenPaymentMethods: "the methods the payment provider stores for B, by the provider's ids",
  getAccountMonthsToInvoice: 'a number of months',
  getAccountTierChangeCost: 'a cost (no zone of B is upgraded from tier-3 to tier-3)',
  getAccountPlanChangeCost: 'a cost',
  getAccountWinbackDiscount: 'an eligibility',
  listAccountPriceModels: "the list prices of B's plan: the catalogue's, nothing of B's own",
  getSoundZonePricing: "the list prices of B's plan: the catalogue's, nothing of B's own",
  ActiveZonesCount: 'a count',
  EditorialPage: "the catalogue laid out for B's agent: nothing of B's own",
  'Query.editorialPage': "the catalogue laid out for B's agent: nothing of B's own",
  'Query.browseCategories': "the catalogue's categories for B's agent: nothing of B's own",
  'Query.album': "the catalogue's album for B's agent: nothing of B's own",
  'Query.artist': "the catalogue's artist for B's agent: nothing of B's own",
  'Query.getTracksFromPrompt': "catalogue tracks chosen for B's account: nothing of B's own",
};

/** A's own object in the path, B's ids in the body. */
const CROSS_CASES: { operationId: string; note: string; body: (world: ForeignWorld) => Record<string, unknown> }[] = [
  { operationId: 'updateAcl', note: "B's location in A's membership", body: ({ b }) => ({ locations: [b.ids.location] }) },
  { operationId: 'inviteUserToAccount', note: "B's location in A's invitation", body: ({ b }) => ({ locations: [b.ids.location] }) },
  { operationId: 'attachNewUserToAccount', note: "B's location for A's new user", body: ({ b }) => ({ locations: [b.ids.location] }) },
  { operationId: 'searchAccountSoundZones', note: "B's location as a filter", body: ({ b }) => ({ filters: { locations: [b.ids.location] } }) },
  { operationId: 'updateSoundZone', note: "B's own playlist played in A's zone", body: ({ b }) => ({ play_from: { type: 'collection', id: b.ids.playlist } }) },
  { operationId: 'updateSoundZone', note: "B's schedule played in A's zone", body: ({ b }) => ({ play_from: { type: 'schedule', id: b.ids.schedule } }) },
  { operationId: 'bulkUpdateSoundZones', note: "B's zone among A's", body: ({ a, b }) => ({ ids: [a.ids.soundZone, b.ids.soundZone], settings: { mono: true } }) },
  { operationId: 'bulkUpdateSoundZones', note: "B's zone alone", body: ({ b }) => ({ ids: [b.ids.soundZone], settings: { mono: true } }) },
  { operationId: 'bulkUpdateSoundZones', note: "B's own playlist played in A's zone", body: ({ a, b }) => ({ ids: [a.secondZone], settings: undefined, play_from: { type: 'collection', id: b.ids.playlist } }) },
  { operationId: 'bulkUpdateSoundZones', note: "B's schedule played in A's zone", body: ({ a, b }) => ({ ids: [a.secondZone], settings: undefined, play_from: { type: 'schedule', id: b.ids.schedule } }) },
  {
    operationId: 'pairSoundZoneDevice',
    note: "A's spare player to A's zone, unpairing B's zone first",
    body: ({ b }) => ({ unpair_sound_zone: b.ids.soundZone }),
  },
  { operationId: 'pairHouseholdLocation', note: "A's household to B's location", body: ({ b }) => ({ location: b.ids.location }) },
  { operationId: 'createLocationSoundZone', note: "B's location named in the body", body: ({ b }) => ({ name: 'Stranger zone', location: b.ids.location }) },
  { operationId: 'purchaseSoundZoneSubscription', note: "B's zone in the body", body: ({ b }) => ({ sound_zone: b.ids.soundZone }) },
  { operationId: 'purchaseSoundZoneSubscription', note: "B's account in the body", body: ({ b }) => ({ account: b.ids.account }) },
];

const METHOD_ORDER = { get: 0, put: 1, patch: 1, post: 2, delete: 3 } as const;

function restCases(): RestCase[] {
  const cases: RestCase[] = [];
  for (const operation of walkedRest) {
    const names = entityParameters(operation);
    const allOfB = Object.fromEntries(names.map((n) => [n, 'b' as const]));
    cases.push({ name: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`, operation, sides: allOfB, viewer: 'owner' });
    cases.push({ name: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}; as A's player)`, operation, sides: allOfB, viewer: 'device' });
    // With several ids, each of B's alone beside A's own.
    if (names.length > 1) {
      for (const name of names) {
        cases.push({
          name: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}; only ${name} of B)`,
          operation,
          sides: Object.fromEntries(names.map((n) => [n, n === name ? 'b' : 'a'])),
          viewer: 'owner',
        });
      }
    }
  }
  for (const cross of CROSS_CASES) {
    const operation = restOperations.find((op) => op.operationId === cross.operationId);
    if (!operation) throw new Error(`CROSS_CASES names ${cross.operationId}, which the contract no longer has`);
    cases.push({
      name: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}; ${cross.note})`,
      operation,
      sides: Object.fromEntries(entityParameters(operation).map((n) => [n, 'a'])),
      body: cross.body,
      cross: true,
      viewer: 'owner',
    });
  }
  // Reads first, then changes, then deletions: a leak that deletes something shows late.
  return cases.sort((x, y) => METHOD_ORDER[x.operation.method] - METHOD_ORDER[y.operation.method]);
}

function requestBodySchema(operation: ContractOperation): unknown {
  const item = document.paths[operation.path]![operation.method] as { requestBody?: { content?: Record<string, { schema?: unknown }> } };
  return operation.requestMediaType ? item.requestBody?.content?.[operation.requestMediaType]?.schema : undefined;
}

function queryParameters(operation: ContractOperation): { name: string; required?: boolean; schema?: unknown }[] {
  const item = document.paths[operation.path]!;
  const raw = [...((item.parameters as unknown[]) ?? []), ...(((item[operation.method] as { parameters?: unknown[] }).parameters as unknown[]) ?? [])];
  return raw.map((p) => resolveRef(document, p as { name: string; in: string; required?: boolean; schema?: unknown })).filter((p) => p.in === 'query');
}

/** A request the contract accepts: path of the sides asked, required query parameters and a valid body. */
async function validRequest(server: TestServer, world: ForeignWorld, testCase: RestCase, actor: AccountSide = world.a) {
  const { operation } = testCase;
  const path: Record<string, string> = {};
  for (const name of pathParameters(operation)) {
    const kind = ENTITY_PARAMETERS[name];
    if (!kind) throw new Error(`${operation.operationId}: path parameter ${name} is not an entity`);
    path[name] = world[testCase.sides[name] ?? 'b'].ids[kind];
  }
  const query: [string, string][] = [];
  for (const parameter of queryParameters(operation).filter((p) => p.required)) {
    query.push([parameter.name, String(await sampleFromSchema(document, parameter.schema, 1))]);
  }
  const target = Object.values(testCase.sides).includes('b') ? world.b : world.a;
  let body: unknown;
  const schema = requestBodySchema(operation);
  if (schema) {
    const patch = { ...(BODIES[operation.operationId]?.(target, actor, server) ?? {}), ...(testCase.body?.(world) ?? {}) };
    for (let seed = 1; seed <= 30 && body === undefined; seed++) {
      const generated = await sampleFromSchema(document, schema, seed);
      const object = generated && typeof generated === 'object' && !Array.isArray(generated) ? (generated as Record<string, unknown>) : null;
      // Made-up ids left out where the body is valid without them (501 operations may keep required ones).
      const defined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
      const candidates = object ? [defined({ ...stripIds(object), ...patch }), defined({ ...object, ...patch })] : [generated];
      body = candidates.find((candidate) => Object.keys(operation.validateRequest({ path, query: operation.parseQuery(new URLSearchParams(query)), headers: { authorization: 'Bearer x' }, body: candidate })).length === 0);
    }
    if (body === undefined) throw new Error(`${operation.operationId}: no valid body; add one to BODIES`);
  }
  const fields = operation.validateRequest({ path, query: operation.parseQuery(new URLSearchParams(query)), headers: { authorization: 'Bearer x' }, body });
  expect(fields, `${testCase.name}: the walk must send a valid request`).toEqual({});
  const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name]!)) + (query.length ? `?${new URLSearchParams(query)}` : '');
  return { url, body, sent: [...Object.values(path), ...idsIn(body)] };
}

/** Generated bodies name made-up objects; leave out the optional fields that do (BODIES name real ones). */
function stripIds(body: Record<string, unknown>): Record<string, unknown> {
  const example = /^U291bmRab25l/;
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => !(/(^|_)(id|ids|location|locations|sound_zones?|billing_group|messages|collections|zone_preset|unpair_sound_zone)$/.test(key) || (typeof value === 'string' && example.test(value)))));
}

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(idsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(idsIn);
  return [];
}

// --- Leaks -------------------------------------------------------------------------------------------

/** All of B's ids and secrets an answer must not show. */
function secretsOf(side: AccountSide): string[] {
  return [...Object.values(side.ids), ...side.extraIds, side.unpairedDeviceCode];
}

/** What of B an answer shows, besides the ids the request itself sent. */
function leaksIn(answer: unknown, world: ForeignWorld, sent: string[]): string[] {
  let text = typeof answer === 'string' ? answer : JSON.stringify(answer ?? null);
  for (const id of [...sent].sort((x, y) => y.length - x.length)) if (id.length > 3) text = text.split(id).join('<sent>');
  const leaks = secretsOf(world.b).filter((secret) => text.includes(secret));
  if (text.includes(ZETA_B)) leaks.push(`a name of B (${text.slice(Math.max(0, text.indexOf(ZETA_B) - 40), text.indexOf(ZETA_B) + 40)})`);
  return leaks;
}

// --- GraphQL -------------------------------------------------------------------------------------------

type Endpoint = 'control' | 'playback';
const schemas: Record<Endpoint, GraphQLSchema> = {
  control: buildSchema(readFileSync(new URL('../../schema/control.graphql', import.meta.url), 'utf8')),
  playback: buildSchema(readFileSync(new URL('../../schema/playback.graphql', import.meta.url), 'utf8')),
};

/** Root fields that have a resolver, by endpoint ("Query.account"...). */
const implementedFields: Record<Endpoint, Set<string>> = {
  control: resolvedRootFields(controlResolvers as unknown as Record<string, object | undefined>[]),
  playback: resolvedRootFields(playbackResolvers as unknown as Record<string, object | undefined>[]),
};

function resolvedRootFields(resolvers: Record<string, object | undefined>[]): Set<string> {
  const fields = new Set<string>();
  for (const map of resolvers) for (const root of ['Query', 'Mutation', 'Subscription']) for (const name of Object.keys(map[root] ?? {})) fields.add(`${root}.${name}`);
  return fields;
}

/** Values of input fields the server checks beyond their type. */
const INPUT_SAMPLES: Record<string, unknown> = { 'LocationCreateInput.country': 'SE', 'LocationCreateInput.timezone': 'Europe/Stockholm', 'LocationCreateInput.postalCode': '118 46',
  // An append: a splice at the sample index 1 would need the playlist to have two tracks.
  'SpliceManualPlaylistInput.start': -1,
  'SpliceManualPlaylistInput.length': 0,
  // A track's page, which the catalogue id (a track) names; the first kind, HOME, takes a home page's name.
  'EditorialPageInput.kind': 'TRACK',
  'ScheduleSlotInput.rrule': 'FREQ=WEEKLY;BYDAY=MO',
  'ScheduleSlotInput.dtstart': '080000',
  'ScheduleSlotInput.duration': 3_600_000,
  'CreateScheduleInput.color': '#E4572E',
  'UpdateScheduleInput.color': '#E4572E',
  // Dates far ahead: an override that has already ended is refused whoever asks.
  'CreatePlaybackOverrideInput.startDate': '2099-12-20',
  'CreatePlaybackOverrideInput.endDate': '2099-12-26',
  'UpdatePlaybackOverrideInput.startDate': '2099-12-20',
  'UpdatePlaybackOverrideInput.endDate': '2099-12-26',
  'CreateCustomerAccountInput.country': 'SE',
  'CreateCustomerAccountInput.timezone': 'Europe/Stockholm',
  'CreateCustomerAccountInput.postalCode': '118 46',
};
/** The catalogue's ids of the fields that name another kind than a track. */
const CATALOGUE_IDS: Record<string, string> = { 'Query.album(id:)': CATALOGUE_ALBUM_ID, 'Query.artist(id:)': CATALOGUE_ARTIST_ID };
const SCALAR_SAMPLES: Record<string, unknown> = { String: 'sample', Int: 1, Float: 1.5, Boolean: true, DateTime: '2026-11-22T12:00:00.000Z', Date: '2026-11-22', Volume: 8 };

function containsId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => containsId(field.type, seen));
}

/** Every ID coordinate of a schema: root arguments and input fields. */
function idCoordinates(schema: GraphQLSchema): string[] {
  const coordinates: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) for (const arg of field.args) if (getNamedType(arg.type).name === 'ID') coordinates.push(`${root!.name}.${field.name}(${arg.name}:)`);
  }
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) if (getNamedType(field.type).name === 'ID') coordinates.push(`${type.name}.${field.name}`);
  }
  return coordinates;
}

/** Picks the role of an ID coordinate; records every coordinate it was asked about. */
type Pick = (coordinate: string) => Role;

/** Whose object the id at a coordinate names. */
type SideOf = (coordinate: string) => AccountSide;

function sampleInput(type: GraphQLInputType, coordinate: string | null, pick: Pick, sideOf: SideOf): unknown {
  if (isNonNullType(type)) return sampleInput(type.ofType, coordinate, pick, sideOf);
  if (isListType(type)) return [sampleInput(type.ofType, coordinate, pick, sideOf)];
  if (isEnumType(type)) return coordinate && coordinate in INPUT_SAMPLES ? INPUT_SAMPLES[coordinate] : type.getValues()[0]!.value;
  if (isScalarType(type)) {
    if (coordinate && coordinate in INPUT_SAMPLES) return INPUT_SAMPLES[coordinate];
    if (type.name !== 'ID') {
      if (!(type.name in SCALAR_SAMPLES)) throw new Error(`no sample for scalar ${type.name}`);
      return SCALAR_SAMPLES[type.name];
    }
    if (!coordinate) throw new Error('an ID outside any argument or input field');
    const role = pick(coordinate);
    return role === 'catalogue' ? (CATALOGUE_IDS[coordinate] ?? CATALOGUE_TRACK_ID) : role === 'clientChosen' ? 'foreign-walk-feedback' : sideOf(coordinate).ids[role];
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => (isNonNullType(f.type) && f.defaultValue === undefined) || containsId(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sampleInput(f.type, `${type.name}.${f.name}`, pick, sideOf)]));
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

interface GraphqlOperation {
  endpoint: Endpoint;
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  text: string;
  /** The root fields it selects ("Query.soundZone"...). */
  rootFields: string[];
  variables: (pick: Pick, sideOf: SideOf) => Record<string, unknown>;
}

/** The contract's client operations (tests/contract/operations/*.graphql). */
function clientOperations(endpoint: Endpoint): GraphqlOperation[] {
  const schema = schemas[endpoint];
  const parsed = parse(readFileSync(new URL(`../../tests/contract/operations/${endpoint}.graphql`, import.meta.url), 'utf8'));
  const fragments = new Map(parsed.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]));
  const operations: GraphqlOperation[] = [];
  for (const definition of parsed.definitions) {
    if (definition.kind !== 'OperationDefinition') continue;
    const used = new Set<string>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (!used.has(spread.name.value)) {
            used.add(spread.name.value);
            collect(fragments.get(spread.name.value)!);
          }
        },
      });
    collect(definition);
    const operationDocument: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition, ...[...used].map((name) => fragments.get(name)!)] };
    const coordinates = variableCoordinates(schema, operationDocument);
    const rootType = definition.operation === 'query' ? 'Query' : definition.operation === 'mutation' ? 'Mutation' : 'Subscription';
    operations.push({
      endpoint,
      name: definition.name!.value,
      kind: definition.operation,
      text: print(operationDocument),
      rootFields: definition.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [`${rootType}.${s.name.value}`] : [])),
      variables: (pick, sideOf) => {
        const values: Record<string, unknown> = {};
        for (const v of definition.variableDefinitions ?? []) {
          const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
          if (!((isNonNullType(type) && !v.defaultValue) || containsId(type))) continue;
          values[v.variable.name.value] = sampleInput(type, coordinates.get(v.variable.name.value) ?? null, pick, sideOf);
        }
        return values;
      },
    });
  }
  return operations;
}

/** Where each variable is used: the coordinate of the argument or input field it fills. */
function variableCoordinates(schema: GraphQLSchema, document: DocumentNode): Map<string, string> {
  const coordinates = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  const stack: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument: {
        enter(node) {
          stack.push(`${typeInfo.getParentType()?.name}.${typeInfo.getFieldDef()?.name}(${node.name.value}:)`);
        },
        leave() {
          stack.pop();
        },
      },
      ObjectField: {
        enter(node) {
          stack.push(`${getNamedType(typeInfo.getParentInputType())?.name}.${node.name.value}`);
        },
        leave() {
          stack.pop();
        },
      },
      Variable(node) {
        if (stack.length) coordinates.set(node.name.value, stack[stack.length - 1]!);
      },
    }),
  );
  return coordinates;
}

/** A selection of the leaves of a type and the ids and names one level down. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const callable = (field: GraphQLField<unknown, unknown>) => !field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const parts = ['__typename'];
  for (const field of Object.values((named as GraphQLObjectType).getFields()).filter(callable)) {
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    // Nullable objects only: a non-null one that is not resolved yet would fail the whole answer.
    else if ((isObjectType(inner) || isInterfaceType(inner)) && !isNonNullType(field.type)) {
      const leaves = ['id', 'name', 'businessName', 'email'].filter((n) => {
        const f = (inner as GraphQLObjectType).getFields()[n];
        return f && callable(f);
      });
      parts.push(`${field.name} { __typename ${leaves.join(' ')} }`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

/** One generated operation per root field that takes an id: the schema's own walk. */
function rootFieldOperations(endpoint: Endpoint): GraphqlOperation[] {
  const schema = schemas[endpoint];
  const operations: GraphqlOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const args = field.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || containsId(a.type));
      if (!args.some((a) => containsId(a.type))) continue;
      const declarations = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
      operations.push({
        endpoint,
        name: `${root!.name}.${field.name}`,
        kind,
        text: `${kind} Walk(${declarations}) { ${field.name}(${call}) ${selectionOf(field.type)} }`,
        rootFields: [`${root!.name}.${field.name}`],
        variables: (pick, sideOf) => Object.fromEntries(args.map((a) => [a.name, sampleInput(a.type, `${root!.name}.${field.name}(${a.name}:)`, pick, sideOf)])),
      });
    }
  }
  return operations;
}

interface GraphqlCase {
  name: string;
  operation: GraphqlOperation;
  pick: Pick;
  /** The one coordinate that names B's object, the others naming A's (all name B's when absent). */
  onlyOfB?: string;
}

/** The variables of a case: B's ids, or B's at one coordinate and A's elsewhere. */
function variablesOf(testCase: GraphqlCase, world: ForeignWorld, side: AccountSide = world.b): Record<string, unknown> {
  const { onlyOfB } = testCase;
  return testCase.operation.variables(testCase.pick, onlyOfB ? (c) => (c === onlyOfB ? world.b : world.a) : () => side);
}

/**
 * The variants of an operation: the first role of every coordinate, then each other role alone. A
 * coordinate ID_ROLES does not know counts as the catalogue's here; the test of the maps fails on it.
 */
function graphqlCases(operation: GraphqlOperation): GraphqlCase[] {
  const seen = new Set<string>();
  const primary: Pick = (coordinate) => {
    seen.add(coordinate);
    return ID_ROLES[coordinate]?.[0] ?? 'catalogue';
  };
  operation.variables(primary, placeholderSide);
  const roles = [...seen].map((c) => [c, ID_ROLES[c] ?? ['catalogue']] as const);
  // Only ids of the catalogue or of the client's own choosing: no object of B to walk.
  if (!roles.some(([, r]) => r.some(isEntity))) return [];
  const cases: GraphqlCase[] = [{ name: `${operation.endpoint} ${operation.name}`, operation, pick: primary }];
  for (const [coordinate, alternatives] of roles) {
    for (const role of alternatives.slice(1)) {
      cases.push({ name: `${operation.endpoint} ${operation.name} (${coordinate} = ${role})`, operation, pick: (c) => (c === coordinate ? role : primary(c)) });
    }
  }
  // With several ids of objects, each of B's alone beside A's own.
  const objects = roles.filter(([, r]) => isEntity(r[0]!)).map(([c]) => c);
  if (objects.length > 1) {
    for (const coordinate of objects) cases.push({ name: `${operation.endpoint} ${operation.name} (only ${coordinate} of B)`, operation, pick: primary, onlyOfB: coordinate });
  }
  return cases;
}

/** The root fields of a case whose every id names an object READABLE_BY_ID. */
function sharedFields(testCase: GraphqlCase): string[] {
  const seen: string[] = [];
  testCase.operation.variables((coordinate) => {
    seen.push(coordinate);
    return testCase.pick(coordinate);
  }, placeholderSide);
  return testCase.operation.rootFields.filter((field) => {
    const ids = seen.filter((coordinate) => coordinate.startsWith(`${field}(`));
    return ids.length > 0 && ids.every((coordinate) => READABLE_BY_ID[testCase.pick(coordinate)] !== undefined);
  });
}

/** Stands in for an account while the cases are listed (before any world exists). */
function placeholderSide(): AccountSide {
  const ids = Object.fromEntries(ENTITY_KINDS.map((k) => [k, k])) as AccountSide['ids'];
  return { ids, extraIds: [], ownerToken: '', deviceToken: '', unpairedDeviceCode: '', unpairedDeviceId: '', secondZone: '', userIds: [] };
}

const graphqlOperations = (['control', 'playback'] as const).flatMap((endpoint) => [...clientOperations(endpoint), ...rootFieldOperations(endpoint)]);
const graphqlWalk = graphqlOperations.filter((op) => op.kind !== 'subscription').flatMap((op) => graphqlCases(op));
const subscriptionWalk = graphqlOperations.filter((op) => op.kind === 'subscription').flatMap((op) => graphqlCases(op));
const notWalkedGraphql = graphqlOperations.filter((op) => hasIdVariable(op) && graphqlCases(op).length === 0);

function hasIdVariable(operation: GraphqlOperation): boolean {
  let found = false;
  operation.variables(() => {
    found = true;
    return 'catalogue';
  }, placeholderSide);
  return found;
}

/** Whether a value carries data: not null, and for a list, some element that is not null. */
function hasData(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some(hasData);
  return true;
}

const REFUSALS = ['FORBIDDEN', 'NOT_FOUND'];

/** Kinds Query.node reads so far (server/accounts/nodes.ts); other kinds are null for everyone until their areas resolve them. */
const NODE_READABLE: Role[] = ['user', 'member', 'account', 'location', 'soundZone', 'device', 'playbackOverride'];

/** Whether even the owner gets nothing here: nothing plays in B's zone, or node cannot read the kind yet. */
function nothingToSee(testCase: GraphqlCase): boolean {
  const [field] = testCase.operation.rootFields;
  if (field === 'Query.nowPlaying') return true;
  // A fresh account has no block to lift.
  if (field === 'Mutation.unblockTrack') return true;
  if (field === 'Query.node') return !NODE_READABLE.includes(testCase.pick('Query.node(id:)'));
  if (field === 'Query.nodes') return !NODE_READABLE.includes(testCase.pick('Query.nodes(ids:)'));
  return false;
}

// --- The walk ------------------------------------------------------------------------------------------

describe(`a foreign viewer (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let world: ForeignWorld;
  const report = {
    rest: { refused: [] as string[], notImplemented: [] as string[], cross: [] as string[], controlled: 0 },
    graphql: { refused: [] as string[], nulls: [] as string[], shared: [] as string[], notImplemented: [] as string[], controlled: 0, vacuous: [] as string[], mixed: [] as string[] },
    subscriptions: { refused: [] as string[], silent: [] as string[], notImplemented: [] as string[] },
    anonymous: 0,
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { GRAPHQL_COMPLEXITY_BUDGET: '100000000' } });
    world = await foreignWorld(server);
  });
  afterAll(async () => {
    await server?.close();
    const lines = [
      `foreign walk (${testDatabaseKind()}):`,
      `  REST: ${walkedRest.length} operations walked; ${report.rest.refused.filter((r) => r.startsWith('owner')).length} cases refused to A's owner and ${report.rest.refused.filter((r) => r.startsWith('device')).length} to A's player (403: ${report.rest.refused.filter((r) => r.endsWith('403')).length}, 404: ${report.rest.refused.filter((r) => r.endsWith('404')).length}); ${new Set(report.rest.notImplemented).size} operations not implemented (501); ${report.rest.controlled} refusals shown to be about the caller (the owner's same request passes); ${report.rest.cross.length} cross cases (A's object, B's ids in the body)`,
      `  REST answered 403 rather than 404: ${report.rest.refused.filter((r) => r.endsWith('403')).join(', ')}`,
      `  REST public by contract, not walked: ${publicRest.map((op) => op.operationId).join(', ')}`,
      `  REST anonymous: ${report.anonymous} operations answered 401`,
      `  GraphQL: ${report.graphql.refused.length} refused, ${report.graphql.nulls.length} answered null, ${report.graphql.notImplemented.length} not implemented; ${report.graphql.controlled} answer the owner with data`,
      `  GraphQL read by id as a share link allows (READABLE_BY_ID): ${report.graphql.shared.join(', ')}`,
      `  GraphQL answering the owner without data too: ${report.graphql.vacuous.join('; ')}`,
      `  GraphQL with A's ids beside one of B's: ${report.graphql.mixed.join('; ')}`,
      `  GraphQL not walked (only catalogue or client-chosen ids): ${notWalkedGraphql.map((op) => `${op.endpoint} ${op.name}`).join(', ')}`,
      `  subscriptions: ${report.subscriptions.refused.length} refused, ${report.subscriptions.silent.length} silent, ${report.subscriptions.notImplemented.length} not implemented`,
      `  REST cross cases: ${report.rest.cross.join('; ')}`,
      `  REST 501: ${[...new Set(report.rest.notImplemented)].join(', ')}`,
      `  GraphQL not implemented: ${report.graphql.notImplemented.join(', ')}`,
      `  subscriptions not implemented: ${report.subscriptions.notImplemented.join(', ')}`,
    ];
    testReport(lines.join('\n'));
  });

  const rowsOfB = () => accountRows(server.app.services.db, world.b);
  /** B's ids and names that A's own rows hold (a zone of A playing B's playlist...). */
  const idsOfBHeldByA = async () =>
    Object.entries(await accountRows(server.app.services.db, world.a)).flatMap(([table, rows]) =>
      rows.flatMap((row, i) => leaksIn(row, world, []).map((leak) => `${table} ${(row as { id?: string }).id ?? i}: ${leak}`)),
    );
  const without = (items: string[], known: string[]) => items.filter((item) => !known.includes(item));

  describe('the maps of ids', () => {
    it('know every path parameter of the REST contract', () => {
      const unknown = restOperations.flatMap((op) => pathParameters(op).filter((name) => !(name in ENTITY_PARAMETERS) && !(name in OTHER_PARAMETERS)).map((name) => `${op.operationId}: ${name}`));
      expect(unknown, 'add these path parameters to ENTITY_PARAMETERS (or, naming nothing an account owns, OTHER_PARAMETERS)').toEqual([]);
      for (const id of [...Object.keys(BODIES), ...Object.keys(PUBLIC_BY_CONTRACT)]) expect(restOperations.some((op) => op.operationId === id), id).toBe(true);
    });

    it('know every ID argument and input field of the GraphQL schemas', () => {
      const unknown = (['control', 'playback'] as const).flatMap((endpoint) => idCoordinates(schemas[endpoint]).filter((c) => !(c in ID_ROLES)));
      expect(unknown, 'add these coordinates to ID_ROLES').toEqual([]);
    });

    it('walk every REST operation that takes an id of an account’s object', () => {
      expect(walkedRest.length).toBeGreaterThan(100);
      expect(graphqlWalk.length).toBeGreaterThan(50);
    });
  });

  describe('REST', () => {
    it.each(restCases().map((c) => [c.name, c] as const))('%s', async (_, testCase) => {
      const { url, body, sent } = await validRequest(server, world, testCase);
      const before = testCase.operation.method === 'get' ? null : await rowsOfB();
      const heldByA = testCase.operation.method === 'get' ? [] : await idsOfBHeldByA();
      const token = testCase.viewer === 'device' ? world.a.deviceToken : world.a.ownerToken;
      const response = await server.rest(testCase.operation.method.toUpperCase(), url, { token, ...(body !== undefined ? { body } : {}) });
      const answer = `${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
      if (testCase.cross) {
        // A's own object: any refusal will do, and a success must not have taken B's ids in.
        expect(response.status === 501 || (response.status >= 200 && response.status < 500), answer).toBe(true);
        if (response.status < 300) expect(leaksIn(response.body, world, []), answer).toEqual([]);
        else expect(leaksIn(response.body, world, sent), answer).toEqual([]);
        if (response.status !== 501) report.rest.cross.push(`${testCase.name}: ${response.status} ${(response.body as { message?: string })?.message ?? ''}`);
      } else {
        expect([403, 404, 501], answer).toContain(response.status);
        expect(leaksIn(response.body, world, sent), answer).toEqual([]);
        if (response.status === 501) report.rest.notImplemented.push(testCase.operation.operationId);
        else report.rest.refused.push(`${testCase.viewer} ${testCase.operation.operationId} ${response.status}`);
      }
      if (before) expect(await rowsOfB(), `${testCase.name} changed account B`).toEqual(before);
      if (before) expect(without(await idsOfBHeldByA(), heldByA), `${testCase.name} stored B's ids in account A`).toEqual([]);

      // The same request by the objects' own owner gets past the access checks: the refusal above is
      // about the caller, not about the request. Reads use B; changes get an account of their own.
      if (testCase.cross || testCase.viewer === 'device' || response.status === 501 || Object.values(testCase.sides).includes('a')) return;
      const control = testCase.operation.method === 'get' ? world.b : await accountSide(server, 'Control', Math.random().toString(36).slice(2, 8));
      const own = await validRequest(server, { a: control, b: control }, testCase, control);
      const expected = CONTROL_ANSWERS[testCase.operation.operationId];
      const controlToken = expected?.viewer === 'device' ? control.deviceToken : control.ownerToken;
      const controlResponse = await server.rest(testCase.operation.method.toUpperCase(), own.url, { token: controlToken, ...(own.body !== undefined ? { body: own.body } : {}) });
      const controlAnswer = `the account's own owner: ${controlResponse.status} ${JSON.stringify(controlResponse.body).slice(0, 300)}`;
      if (expected?.status) expect(controlResponse.status, controlAnswer).toBe(expected.status);
      else expect(controlResponse.status < 300, controlAnswer).toBe(true);
      // What B's owner reads is what the foreign viewer would have seen: the leak check finds it there.
      if (control === world.b && !(testCase.operation.operationId in NAMELESS_ANSWERS)) expect(leaksIn(controlResponse.body, world, []), controlAnswer).not.toEqual([]);
      report.rest.controlled++;
    });
  });

  describe('REST without a token', () => {
    const secured = restOperations.filter((op) => op.authentication === 'required');
    it.each(secured.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))('%s answers 401', async (_, operation) => {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        const kind = ENTITY_PARAMETERS[name];
        return encodeURIComponent(kind ? world.b.ids[kind] : name === 'uri' ? 'spotify:playlist:37i9dQZF1DXcBWIGoYBM5M' : `${name}-1`);
      });
      const before = operation.method === 'get' ? null : await rowsOfB();
      const response = await server.rest(operation.method.toUpperCase(), path, operation.requestMediaType ? { body: {} } : {});
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(401);
      expect(leaksIn(response.body, world, [])).toEqual([]);
      if (before) expect(await rowsOfB()).toEqual(before);
      report.anonymous++;
    });
  });

  describe('GraphQL', () => {
    for (const viewer of ['foreign', 'anonymous'] as const) {
      describe(viewer === 'foreign' ? 'as the owner of another account' : 'without a token', () => {
        it.each(graphqlWalk.map((c) => [c.name, c] as const))('%s', async (_, testCase) => {
          const { operation } = testCase;
          const variables = variablesOf(testCase, world);
          const before = operation.kind === 'mutation' ? await rowsOfB() : null;
          const heldByA = operation.kind === 'mutation' ? await idsOfBHeldByA() : [];
          const response = await server.graphql(operation.text, variables, { endpoint: operation.endpoint, ...(viewer === 'foreign' ? { token: world.a.ownerToken } : {}) });
          const answer = `${response.status} ${JSON.stringify(response.body).slice(0, 500)}`;
          const { data, errors = [] } = response.body;
          const fieldData = (field: string) => (data as Record<string, unknown> | undefined)?.[field.split('.')[1]!];
          // A shared object's own name is what its share link shows; only a signed-in viewer gets it.
          const shared = sharedFields(testCase).filter((field) => hasData(fieldData(field)));
          if (viewer === 'anonymous') expect(shared, answer).toEqual([]);
          for (const field of shared) {
            const permissions = (fieldData(field) as { permissions?: string[] }).permissions;
            if (permissions) expect(permissions, answer).toEqual(['DUPLICATE']);
          }
          const sharedNames = shared.map((field) => (fieldData(field) as { name?: string }).name ?? '').filter(Boolean);
          expect(leaksIn(response.body, world, [...idsIn(variables), ...sharedNames]), answer).toEqual([]);
          // B's ids may be echoed in an error message, never in data.
          expect(leaksIn(data ?? null, world, shared.length ? [...idsIn(variables), ...sharedNames] : []), answer).toEqual([]);
          const withData = operation.rootFields.filter((field) => !shared.includes(field) && hasData(fieldData(field)));
          const codes = errors.map((e) => e.extensions?.code as string | undefined);
          const implemented = operation.rootFields.every((field) => implementedFields[operation.endpoint].has(field));
          const refusals = viewer === 'foreign' ? REFUSALS : [...REFUSALS, 'UNAUTHENTICATED'];
          if (testCase.onlyOfB) {
            // A's own objects besides B's: A's data may come back, nothing of B (checked above).
            if (viewer === 'foreign') report.graphql.mixed.push(`${testCase.name}: ${codes.join(',') || (withData.length ? 'data without B' : 'null')}`);
          } else {
            expect(withData, answer).toEqual([]);
            if (codes.some((code) => code && refusals.includes(code))) {
              if (viewer === 'foreign') report.graphql.refused.push(testCase.name);
            } else if (shared.length) {
              if (viewer === 'foreign') report.graphql.shared.push(testCase.name);
            } else if (!implemented) {
              if (viewer === 'foreign') report.graphql.notImplemented.push(testCase.name);
            } else {
              expect(errors, `${answer}: an implemented operation must refuse (FORBIDDEN or NOT_FOUND) or answer null`).toEqual([]);
              if (viewer === 'foreign') report.graphql.nulls.push(testCase.name);
            }
          }
          if (before) expect(await rowsOfB(), `${testCase.name} changed account B`).toEqual(before);
          if (before) expect(without(await idsOfBHeldByA(), heldByA), `${testCase.name} stored B's ids in account A`).toEqual([]);

          // The same operation by the objects' own owner gets their data (reads on B, changes on an account of their own).
          if (viewer !== 'foreign' || !implemented || testCase.onlyOfB) return;
          const control = operation.kind === 'mutation' ? await accountSide(server, 'Control', Math.random().toString(36).slice(2, 8)) : world.b;
          const own = await server.graphql(operation.text, variablesOf(testCase, world, control), { endpoint: operation.endpoint, token: control.ownerToken });
          const ownData = own.body.data as Record<string, unknown> | undefined;
          if (operation.rootFields.every((field) => hasData(ownData?.[field.split('.')[1]!]))) {
            if (control === world.b && !(operation.name in NAMELESS_ANSWERS)) expect(leaksIn(ownData, world, []), 'the leak check finds B in what B’s owner reads').not.toEqual([]);
            report.graphql.controlled++;
            return;
          }
          const ownAnswer = `${testCase.name}: ${JSON.stringify(own.body.errors?.map((e) => e.extensions?.code ?? e.message) ?? own.body.data)}`;
          expect(nothingToSee(testCase), `the account's own owner must see what the foreign viewer may not: ${ownAnswer}`).toBe(true);
          report.graphql.vacuous.push(ownAnswer);
        });
      });
    }
  });

  describe('subscriptions and the event socket', () => {
    const clients: Client[] = [];
    const sockets: Socket[] = [];
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    function watch(endpoint: Endpoint, token: string | undefined, query: string, variables: Record<string, unknown>) {
      const client = createClient({
        url: `${server.origin.replace(/^http/, 'ws')}/lucy/${endpoint}/ws`,
        webSocketImpl: WebSocket,
        connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
        retryAttempts: 0,
      });
      clients.push(client);
      const results: any[] = [];
      void (async () => {
        try {
          for await (const result of client.iterate({ query, variables })) results.push(result);
          results.push({ completed: true });
        } catch (error) {
          results.push({ error: error instanceof Error ? error.message : error });
        }
      })();
      return results;
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('delivers nothing of B to the owner of A or to nobody, while B’s own owner sees B change', async () => {
      const watchers = subscriptionWalk.flatMap((testCase) =>
        (['foreign', 'anonymous'] as const).map((viewer) => {
          const variables = variablesOf(testCase, world);
          return { testCase, viewer, variables, results: watch(testCase.operation.endpoint, viewer === 'foreign' ? world.a.ownerToken : undefined, testCase.operation.text, variables) };
        }),
      );
      // The same subscriptions as B's owner, where they are implemented: they prove the changes below publish.
      const controls = subscriptionWalk
        .filter((c) => !c.onlyOfB && c.operation.rootFields.every((f) => implementedFields[c.operation.endpoint].has(f)))
        .map((c) => ({ name: c.name, results: watch(c.operation.endpoint, world.b.ownerToken, c.operation.text, variablesOf(c, world)) }));
      expect(controls.length).toBeGreaterThan(0);

      const socketEvents: unknown[] = [];
      const socketErrors: string[] = [];
      const socket = io(`${server.origin}/account/${world.b.ids.account}`, { path: '/event/ws', query: { token: world.a.ownerToken }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => socket.emit('subscribe', ['sound_zone', 'location', 'account', 'device', 'acl']));
      socket.on('connect_error', (error) => socketErrors.push(error.message));
      for (const kind of ['create', 'update', 'delete']) socket.on(kind, (data) => socketEvents.push({ kind, data }));

      const asB = { token: world.b.ownerToken };
      for (let attempt = 0; attempt < 25 && controls.some((c) => !c.results.some((r) => r.data)); attempt++) {
        // Time passes between attempts, so that each skip starts a track anew.
        server.clock.advance(1000);
        const changes = await Promise.all([
          server.rest('PUT', `/api/sound_zones/${world.b.ids.soundZone}`, { ...asB, body: { name: `${ZETA_B} Bar ${attempt}` } }),
          server.rest('PUT', `/api/locations/${world.b.ids.location}`, { ...asB, body: { name: `${ZETA_B} Cellar ${attempt}` } }),
          server.rest('PUT', `/api/accounts/${world.b.ids.account}`, { ...asB, body: { business_name: `${ZETA_B} Bistro ${attempt}` } }),
          server.rest('PUT', `/api/devices/${world.b.ids.device}`, { token: world.b.deviceToken, body: { software_version: `cadence-13.${attempt}-macos` } }),
          server.rest('POST', `/api/locations/${world.b.ids.location}/sound_zones`, { ...asB, body: { name: `${ZETA_B} Extra ${attempt}` } }),
          server.graphql(`mutation($input: SkipTrackInput!) { skipTrack(input: $input) { playback { state } } }`, { input: { soundZone: world.b.ids.soundZone } }, asB),
          server.graphql(`mutation($input: SpliceManualPlaylistInput!) { spliceManualPlaylist(input: $input) { id } }`, { input: { id: world.b.ids.playlist, trackIds: [], start: -1, length: 0 } }, asB),
          server.graphql(`mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { schedule { id } } }`, { input: { schedule: world.b.ids.schedule, name: `${ZETA_B} Week ${attempt}` } }, asB),
          server.graphql(
            `mutation($input: UpdatePlaybackOverrideInput!) { updatePlaybackOverride(input: $input) { playbackOverride { id } } }`,
            { input: { id: world.b.ids.playbackOverride, name: `${ZETA_B} Christmas ${attempt}`, startDate: '2099-12-20', endDate: '2099-12-26', source: world.b.ids.playlist, target: { kind: 'SOUND_ZONES', ids: [world.b.ids.soundZone] } } },
            asB,
          ),
          // In and out of B's library in turn: each turn is a new version.
          attempt % 2 === 0
            ? server.graphql(`mutation($owner: ID!, $id: ID!) { addToLibrary(owner: $owner, input: { items: [{ id: $id, itemKind: PLAYLIST }] }) { version } }`, { owner: world.b.ids.account, id: world.b.ids.playlist }, asB)
            : server.graphql(`mutation($owner: ID!, $id: ID!) { removeFromLibrary(owner: $owner, input: { itemIds: [$id] }) { version } }`, { owner: world.b.ids.account, id: world.b.ids.playlist }, asB),
        ]);
        for (const change of changes) expect(change.status, JSON.stringify(change.body)).toBeLessThan(300);
        await sleep(250);
      }
      const unseen = controls.filter((c) => !c.results.some((r) => r.data)).map((c) => c.name);
      expect(unseen, 'B’s owner never saw these change').toEqual([]);
      await sleep(500);

      for (const { testCase, viewer, variables, results } of watchers) {
        const name = `${testCase.name} as ${viewer}`;
        const delivered = results.filter((r) => r.data && testCase.operation.rootFields.some((field) => hasData(r.data[field.split('.')[1]!])));
        expect(leaksIn(results, world, idsIn(variables)), name).toEqual([]);
        expect(leaksIn(delivered, world, []), name).toEqual([]);
        if (testCase.onlyOfB) continue;
        expect(delivered, `${name} delivered data`).toEqual([]);
        const refused = JSON.stringify(results).match(viewer === 'foreign' ? /FORBIDDEN|NOT_FOUND/ : /FORBIDDEN|NOT_FOUND|UNAUTHENTICATED|Unauthorized/);
        const implemented = testCase.operation.rootFields.every((f) => implementedFields[testCase.operation.endpoint].has(f));
        if (viewer !== 'foreign') continue;
        if (refused) report.subscriptions.refused.push(testCase.name);
        else if (!implemented) report.subscriptions.notImplemented.push(testCase.name);
        else report.subscriptions.silent.push(testCase.name);
      }

      expect(socketEvents, 'the event socket delivered B’s events to A').toEqual([]);
      expect(socketErrors).toEqual(['forbidden']);
    });
  });
});
