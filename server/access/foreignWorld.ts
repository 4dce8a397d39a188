// The world of the foreign walk (server/access/foreignWalk.test.ts): two accounts with one object of
// every kind the contract names by id. The owner of account A is the foreign viewer; everything of
// account B carries the marker ZETA_B in its name, so a leak of B's data shows in any answer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeId, encodeId } from '../../src/domain/ids';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { accountSubscriptions, addonSubscriptions, albums, artists, browseCategories, categoryPlaylists, households, longRunningTransactions, playlistTracks, playlists, samlOrganisations, playbackOverrides, schedules, socialProfiles, soundZoneErrors, spotifyConnections, tracks, acls } from '../db/schema';
import { billingGroups, cancellationReasons, invoiceSpecs, ledgerInvoices, vatExemptForms } from '../db/schema';
import { campaigns, messages, zonePresets } from '../db/schema';
import { fixtures } from '../testing/fixtures';
import type { TestServer } from '../testing/testServer';
import { paymentsSideRows } from '../billing/paymentsTestWorld';

/** The catalogue's one track, in every playlist of the world: what an id of the catalogue names. */
export const CATALOGUE_TRACK_ID = encodeId([{ kind: 'Track', intId: 1 }]);

/** The catalogue track's album and artist, for the fields that name those kinds. */
export const CATALOGUE_ALBUM_ID = encodeId([{ kind: 'Album', intId: 1 }]);
export const CATALOGUE_ARTIST_ID = encodeId([{ kind: 'Artist', intId: 1 }]);

async function ensureCatalogueTrack(db: Db): Promise<void> {
  const artistId = CATALOGUE_ARTIST_ID;
  const albumId = CATALOGUE_ALBUM_ID;
  await db.insert(artists).values({ id: artistId, name: 'Catalogue Artist', color: '#445566' }).onConflictDoNothing();
  await db.insert(albums).values({ id: albumId, title: 'Catalogue Album', albumType: 'ALBUM', artistId, color: '#445566' }).onConflictDoNothing();
  await db.insert(tracks).values({ id: CATALOGUE_TRACK_ID, title: 'Catalogue Track', albumId, artistIds: [artistId], durationMs: 180_000, trackNumber: 1, availableMarkets: ['ZZ'] }).onConflictDoNothing();
  // A browse category with a catalogue playlist of the track, so that the editorial pages have something to list.
  const playlistId = encodeId([{ kind: 'Playlist', intId: 1 }]);
  const categoryId = encodeId([{ kind: 'BrowseCategory', intId: 1 }]);
  await db.insert(playlists).values({ id: playlistId, name: 'Catalogue Playlist', composerType: 'CURATOR', color: '#445566', snapshot: 'catalogue-snap' }).onConflictDoNothing();
  await db.insert(playlistTracks).values({ playlistId, position: 0, trackId: CATALOGUE_TRACK_ID }).onConflictDoNothing();
  await db.insert(browseCategories).values({ id: categoryId, slug: 'catalogue', name: 'Catalogue', type: 'genre', color: '#445566', position: 0 }).onConflictDoNothing();
  await db.insert(categoryPlaylists).values({ categoryId, playlistId, position: 0 }).onConflictDoNothing();
}

/** Part of every name of account B's objects. */
export const ZETA_B = 'ZetaB';

/** The kinds of object an id of the contract can name, as far as an account owns them. */
export const ENTITY_KINDS = [
  'account',
  'user',
  'member',
  'acl',
  'invitation',
  'location',
  'soundZone',
  'device',
  'socialProfile',
  'household',
  'transaction',
  'samlSlug',
  'playlist',
  'syncedPlaylist',
  'copiedPlaylist',
  'schedule',
  'playbackOverride',
  'billingGroup',
  'zonePreset',
  'message',
  'campaign',
  'subscription',
  'recurrence',
  'vatExemptForm',
  'addonSubscription',
  'invoiceRefnumber',
  'spotifyConnection',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export type Entities = Record<EntityKind, string>;

export interface AccountSide {
  ids: Entities;
  /** Ids of the account's other objects (a second zone, an unpaired device...). */
  extraIds: string[];
  /** Token of the account's owner (all flags). */
  ownerToken: string;
  /** Token of the account's paired device. */
  deviceToken: string;
  /** Code an unpaired device of the account shows (desktop). */
  unpairedDeviceCode: string;
  unpairedDeviceId: string;
  secondZone: string;
  userIds: string[];
}

/** An id of a kind the server does not store yet, under the account (as the server's own ids are). */
function childId(kind: string, accountId: string, intId: number): string {
  return encodeId([{ kind, intId }, ...(decodeId(accountId) ?? [])]);
}

export async function accountSide(server: TestServer, label: string, tag: string): Promise<AccountSide> {
  const db = server.app.services.db;
  const fx = fixtures(db, server.app.services.tokens);
  const name = (what: string) => `${label} ${what}`;
  const slugLabel = label.toLowerCase();

  const owner = await fx.user({ name: name('Owner'), email: `${slugLabel}-owner-${tag}@cadence.test` });
  const member = await fx.user({ name: name('Member'), email: `${slugLabel}-member-${tag}@cadence.test` });
  // SAML sign-in and messaging are add-ons: the organisation and the messages below are only found for an
  // account with the flags. A distributing partner, so that its referrals and customer accounts are found too.
  const account = await fx.account({ businessName: name('Bistro'), maxSoundZones: 100, featureFlags: ['saml_enabled', 'messaging_enabled'], isDistributor: true, isPartner: true });
  await fx.membership(account.id, owner.id);
  const memberAcl = await fx.membership(account.id, member.id, { contact: true });
  const [invitation] = await db
    .insert(acls)
    .values({ id: await newId(db, 'Acl', decodeId(account.id) ?? []), accountId: account.id, pendingEmail: `${slugLabel}-invitee-${tag}@cadence.test`, invitedBy: owner.id })
    .returning();

  // Far above the ids the server hands out, so a billing group the walk creates never collides with it.
  const billingGroup = childId('BillingGroup', account.id, 900_001);
  const location = await fx.location(account.id, { name: name('Cellar'), billingGroupId: billingGroup });
  const zone = await fx.soundZone(location.id, { name: name('Bar'), remoteCode: `${slugLabel}-remote-${tag}`, accessCode: `${slugLabel}-access-${tag}` });
  const secondZone = await fx.soundZone(location.id, { name: name('Terrace') });
  const device = await fx.pairedDevice(zone.id, { name: name('Player'), clientId: `${slugLabel}-client-${tag}`, metrics: { uptime_s: 3600, cpu_percent: 12, volume: 8, muted: false } });
  const unpairedDevice = await fx.pairedDevice(secondZone.id, { name: name('Spare player'), clientId: `${slugLabel}-spare-${tag}` });
  // The spare player is unpaired again and shows a code, as a freshly registered player does.
  const digits = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const unpairedDeviceCode = `${digits()}-${digits()}`;
  await db.execute(sql`update devices set sound_zone_id = null, code = ${unpairedDeviceCode} where id = ${unpairedDevice.id}`);
  await db.execute(sql`update sound_zones set device_id = null where id = ${secondZone.id}`);
  await db.insert(soundZoneErrors).values({ id: `${slugLabel}-error-${tag}`, soundZoneId: zone.id, cause: 'DEVICE_ERROR_DISK_FULL', message: name('notice') });

  const [socialProfile] = await db
    .insert(socialProfiles)
    .values({ id: await newId(db, 'SocialProfile', decodeId(account.id) ?? []), accountId: account.id, type: 'instagram', url: `https://instagram.com/${slugLabel}${tag}`, username: name('handle') })
    .returning();
  const householdId = `Sonos_${slugLabel}${tag}.1`;
  await db.insert(households).values({ id: householdId, accountId: account.id, name: name('Household'), locationId: location.id });
  const transaction = await newId(db, 'LongRunningTransaction');
  await db.insert(longRunningTransactions).values({ id: transaction, accountId: account.id, kind: 'tier_change' });
  // Billing (pricing and plans): an account subscription with a downgrade scheduled, and an add-on.
  await db.insert(accountSubscriptions).values({ id: childId('AccountSubscription', account.id, 1), accountId: account.id, plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly', upcomingTier: 'tier-1', recurAt: new Date('2026-12-22T00:00:00Z') });
  await db.insert(addonSubscriptions).values({ id: childId('AddonSubscription', account.id, 1), accountId: account.id, addon: 'messaging', state: 'active', price: 7900 });
  const samlSlug = `${slugLabel}-sso-${tag}`;
  await db.insert(samlOrganisations).values({ slug: samlSlug, accountId: account.id, name: name('Organisation') });
  const playlist = await newId(db, 'Playlist', decodeId(account.id) ?? []);
  await db.insert(playlists).values({ id: playlist, name: name('Own mix'), ownerAccountId: account.id, composerType: 'manual', color: '#223344', snapshot: `${slugLabel}-snap` });
  const schedule = await newId(db, 'Schedule', decodeId(account.id) ?? []);
  await db.insert(schedules).values({ id: schedule, name: name('Own week'), ownerAccountId: account.id, slots: [{ id: `${schedule}-slot`, dtstart: '080000', durationMs: 3_600_000, rrule: 'FREQ=WEEKLY;BYDAY=MO', collections: [playlist] }] });
  // The zone's own schedule (zone-composer), which the radio service answers by zone.
  await db.insert(schedules).values({ id: await newId(db, 'Schedule', decodeId(account.id) ?? []), name: name('Bar week'), ownerAccountId: account.id, composerType: 'ZONE', composerZoneId: zone.id, omitFromLibrary: true });
  // A Christmas week far ahead for the bar, which stays in force whenever the walk runs.
  const playbackOverride = await newId(db, 'PlaybackOverride', decodeId(account.id) ?? []);
  await db.insert(playbackOverrides).values({ id: playbackOverride, accountId: account.id, name: name('Christmas week'), startDate: '2099-12-20', endDate: '2099-12-26', sourceType: 'collection', sourceId: playlist, targetKind: 'SOUND_ZONES', targetIds: [zone.id] });
  await ensureCatalogueTrack(db);
  await db.insert(playlistTracks).values({ playlistId: playlist, position: 0, trackId: CATALOGUE_TRACK_ID });
  // The zone plays the playlist, so that a control starts a track its watchers hear of.
  await db.execute(sql`update sound_zones set play_from_type = 'collection', play_from_id = ${playlist} where id = ${zone.id}`);

  // The owner's streaming-service connection, with a token the stand-in does not know: an import through it reads nothing.
  const spotifyConnection = childId('SpotifyConnection', account.id, 1);
  await db.insert(spotifyConnections).values({ id: spotifyConnection, userId: owner.id, accessToken: `${slugLabel}-spotify-${tag}`, tokenType: 'Bearer', scope: 'playlist-read-private', expiresAt: new Date('2100-01-01T00:00:00Z') });

  // Billing (issue 12, billing groups and invoices): the location's billing group with its VAT-exemption form, an overdue
  // invoice spec with its ledger invoice, and a cancellation reason given for the bar.
  const vatExemptForm = childId('VatExemptForm', account.id, 900_001);
  const invoiceRefnumber = `${label.toUpperCase()}-${tag}-1001`;
  await db.insert(billingGroups).values({ id: billingGroup, accountId: account.id, name: name('Head office'), companyName: name('Company'), address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', currency: 'SEK', isDefault: true, vatExemptFormId: vatExemptForm });
  await db.insert(vatExemptForms).values({ id: vatExemptForm, billingGroupId: billingGroup, accountId: account.id, companyName: name('Foundation'), companyType: 'non-profit', businessDescription: name('charity'), address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', state: 'Stockholm', isoCountry: 'SE', contactEmail: `${slugLabel}-vat-${tag}@cadence.test`, contactName: name('Contact'), contactPhone: '+46 8 123 456' });
  await db.insert(invoiceSpecs).values({ id: childId('InvoiceSpec', account.id, 900_001), uuid: randomUUID(), accountId: account.id, billingGroupId: billingGroup, refnumber: invoiceRefnumber, invoiceDate: '2026-01-01', dueDate: new Date('2026-01-15T00:00:00Z'), lines: [{ description: name('zones'), amount: 34900 }], totalAmount: 34900, currency: 'SEK', psp: 'adyen_creditcard' });
  await db.insert(ledgerInvoices).values({ id: childId('LedgerInvoice', account.id, 900_001), accountId: account.id, invoiceNo: `${label}-${tag}-INV-1`, invoiceDate: '2026-01-01', dueDate: new Date('2026-01-15T00:00:00Z'), total: 34900, currency: 'SEK', status: 'open' });
  await db.insert(cancellationReasons).values({ id: childId('CancellationReason', account.id, 900_001), accountId: account.id, soundZoneId: zone.id, name: 'user_defined', text: 'Other', detailedText: name('reason') });

  // The account's playlists from the streaming service, synced and copied, each changed through its own mutation.
  const syncedPlaylist = await newId(db, 'Playlist', decodeId(account.id) ?? []);
  const copiedPlaylist = await newId(db, 'Playlist', decodeId(account.id) ?? []);
  await db.insert(playlists).values([
    { id: syncedPlaylist, name: name('Synced mix'), ownerAccountId: account.id, composerType: 'SPOTIFY', composer: { connectionId: spotifyConnection, spotifyPlaylistUri: 'spotify:playlist:AAAAAAAAAAAAAAAAAAAAAA' }, color: '#223344', snapshot: `${slugLabel}-synced-snap` },
    { id: copiedPlaylist, name: name('Copied mix'), ownerAccountId: account.id, composerType: 'EXTERNAL_SPOTIFY', composer: { spotifyPlaylistUri: 'spotify:playlist:BBBBBBBBBBBBBBBBBBBBBB' }, color: '#223344', snapshot: `${slugLabel}-copied-snap` },
  ]);

  // Settings and messaging (issue 13): a zone preset, a message and a campaign that plays it in the bar
  // (ids far above those the server hands out, as the billing group's).
  await db.insert(zonePresets).values({ id: childId('ZonePreset', account.id, 900_001), accountId: account.id, name: name('Quiet'), settings: {} });
  await db.insert(messages).values({ id: childId('Message', account.id, 900_001), accountId: account.id, name: name('Welcome'), type: 'announcement', text: name('welcome'), voice: 'en-us', durationMs: 2000 });
  await db.insert(campaigns).values({ id: childId('Campaign', account.id, 900_001), accountId: account.id, name: name('Mornings'), messageIds: [childId('Message', account.id, 900_001)], soundZoneIds: [zone.id], startDate: '2099-01-01', days: ['MO'], intervalMinutes: 60 });

  const ids: Entities = {
    account: account.id,
    user: owner.id,
    member: member.id,
    acl: memberAcl.id,
    invitation: invitation!.id,
    location: location.id,
    soundZone: zone.id,
    device: device.id,
    socialProfile: socialProfile!.id,
    household: householdId,
    transaction,
    samlSlug,
    playlist,
    syncedPlaylist,
    copiedPlaylist,
    schedule,
    playbackOverride,
    billingGroup,
    zonePreset: childId('ZonePreset', account.id, 900_001),
    message: childId('Message', account.id, 900_001),
    campaign: childId('Campaign', account.id, 900_001),
    subscription: childId('Subscription', zone.id, 1),
    recurrence: childId('Recurrence', account.id, 1),
    vatExemptForm,
    addonSubscription: childId('AddonSubscription', account.id, 1),
    invoiceRefnumber,
    spotifyConnection,
  };
  await paymentsSideRows(server, { accountId: account.id, zoneId: zone.id, billingGroupId: billingGroup, subscriptionId: ids.subscription, recurrenceId: ids.recurrence });
  return {
    ids,
    extraIds: [secondZone.id, unpairedDevice.id, `${slugLabel}-error-${tag}`],
    ownerToken: await fx.token(owner.id),
    deviceToken: await fx.token(device.id, 'interactive_device'),
    unpairedDeviceCode,
    unpairedDeviceId: unpairedDevice.id,
    secondZone: secondZone.id,
    userIds: [owner.id, member.id],
  };
}

/** Account A (the viewer's) and account B (the one walked). */
export async function foreignWorld(server: TestServer) {
  const tag = Math.random().toString(36).slice(2, 8);
  const a = await accountSide(server, 'Alpha', tag);
  const b = await accountSide(server, ZETA_B, tag);
  return { a, b };
}

export type ForeignWorld = Awaited<ReturnType<typeof foreignWorld>>;

/**
 * Every row of the account, table by table: the account, its memberships and invitations, users,
 * locations, zones, devices, errors, pairing codes, players, play history, blocked tracks, households, profiles,
 * transactions, SAML organisations, playlists, overrides and the users' tokens and settings.
 */
export async function accountRows(db: Db, side: AccountSide): Promise<Record<string, unknown[]>> {
  const account = side.ids.account;
  const userIds = sql.join(
    side.userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const zones = sql`(select id from sound_zones where account_id = ${account})`;
  const deviceIds = sql.join(
    [side.ids.device, side.unpairedDeviceId].map((id) => sql`${id}`),
    sql`, `,
  );
  const queries: Record<string, ReturnType<typeof sql>> = {
    accounts: sql`select * from accounts where id = ${account}`,
    acls: sql`select * from acls where account_id = ${account}`,
    users: sql`select * from users where id in (${userIds})`,
    user_identities: sql`select * from user_identities where user_id in (${userIds})`,
    user_key_values: sql`select * from user_key_values where user_id in (${userIds})`,
    locations: sql`select * from locations where account_id = ${account}`,
    sound_zones: sql`select * from sound_zones where account_id = ${account}`,
    devices: sql`select * from devices where id in (${deviceIds}) or sound_zone_id in ${zones}`,
    sound_zone_errors: sql`select * from sound_zone_errors where sound_zone_id in ${zones}`,
    pairing_codes: sql`select * from pairing_codes where sound_zone_id in ${zones}`,
    players: sql`select * from players where sound_zone_id in ${zones}`,
    play_history: sql`select * from play_history where sound_zone_id in ${zones}`,
    playback_clients: sql`select * from playback_clients where sound_zone_id in ${zones}`,
    blocked_tracks: sql`select * from blocked_tracks where account_id = ${account}`,
    households: sql`select * from households where account_id = ${account} or id = ${side.ids.household}`,
    social_profiles: sql`select * from social_profiles where account_id = ${account}`,
    long_running_transactions: sql`select * from long_running_transactions where account_id = ${account}`,
    account_subscriptions: sql`select * from account_subscriptions where account_id = ${account}`,
    addon_subscriptions: sql`select * from addon_subscriptions where account_id = ${account}`,
    saml_organisations: sql`select * from saml_organisations where account_id = ${account}`,
    playlists: sql`select * from playlists where owner_account_id = ${account}`,
    playback_overrides: sql`select * from playback_overrides where account_id = ${account}`,
    zone_presets: sql`select * from zone_presets where account_id = ${account}`,
    messages: sql`select * from messages where account_id = ${account}`,
    campaigns: sql`select * from campaigns where account_id = ${account}`,
    account_logos: sql`select account_id, width, height from account_logos where account_id = ${account}`,
    email_tokens: sql`select * from email_tokens where user_id in (${userIds}) or acl_id in (select id from acls where account_id = ${account})`,
    refresh_tokens: sql`select * from refresh_tokens where user_id in (${userIds}) or device_id in (${deviceIds})`,
  };
  // One statement for all tables: the walk takes a snapshot before and after every change.
  const columns = Object.entries(queries).map(([table, query]) => sql`(select coalesce(json_agg(row_to_json(t) order by row_to_json(t)::text), '[]'::json) from (${query}) t) as ${sql.identifier(table)}`);
  const [rows] = await queryRows<Record<string, unknown[]>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return rows!;
}
