// The reference server's tables. Ids are the contract's opaque ids (src/domain/ids.ts), stored as text.
// Legacy REST records and GraphQL types are both read from these rows.
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeadTrack } from '../engine/timeline';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Values the server keeps between restarts: the token signing secret. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Integer parts of new ids, one counter per kind. */
export const idCounters = pgTable('id_counters', {
  kind: text('kind').primaryKey(),
  next: bigint('next', { mode: 'number' }).notNull(),
});

// --- People and accounts ------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    startOfWeek: integer('start_of_week').notNull().default(1),
    colorMode: text('color_mode').notNull().default('system'),
    deactivated: boolean('deactivated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Links a user to a social login or SAML identity. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

export const userKeyValues = pgTable(
  'user_key_values',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountType: text('account_type').notNull().default('business'),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull().default('beauty_salon'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    state: text('state'),
    isoCountry: text('iso_country').notNull().default('SE'),
    phone: text('phone'),
    orgNumber: text('org_number'),
    keyAccountManager: text('key_account_manager'),
    distributorId: text('distributor_id'),
    partnerAllowDeactivation: boolean('partner_allow_deactivation').notNull().default(false),
    isDistributor: boolean('is_distributor').notNull().default(false),
    isPartner: boolean('is_partner').notNull().default(false),
    distributorHasSupport: boolean('distributor_has_support').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
    incomplete: boolean('incomplete').notNull().default(false),
    maxSoundZones: integer('max_sound_zones').notNull().default(100),
    maxUnbilledSoundZones: integer('max_unbilled_sound_zones').notNull().default(0),
    plan: text('plan').notNull().default('unlimited'),
    tier: text('tier').notNull().default('tier-3'),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    termsType: text('terms_type').notNull().default('general'),
    legalAcceptedBy: text('legal_accepted_by'),
    legalTermsType: text('legal_terms_type'),
    featureFlags: text('feature_flags').array().notNull().default(sql`'{}'::text[]`),
    contentProvider: text('content_provider').notNull().default('cadence'),
    /** Version of the uploaded company logo (account_logos), part of its image URL; null shows initials. */
    logoVersion: text('logo_version'),
    addedChannels: text('added_channels').array().notNull().default(sql`'{}'::text[]`),
    /** filter_explicit and the restrict_* settings. */
    settings: jsonb('settings').$type<AccountSettings>().notNull().default(sql`'{}'::jsonb`),
    scheduleSettings: jsonb('schedule_settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    soundZoneSettings: jsonb('sound_zone_settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    onboardingSteps: jsonb('onboarding_steps').$type<{ name: string; status: string; updatedAt: string; choice?: string }[]>().notNull().default(sql`'[]'::jsonb`),
    checkoutState: text('checkout_state').notNull().default('completed'),
    tryBeforeYouBuy: boolean('try_before_you_buy').notNull().default(false),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    billingVoucher: text('billing_voucher'),
    /** The distributor's referral code, given on first read and kept (its link is /referral/{code}). */
    referralCode: text('referral_code').unique(),
    /** The distributor account whose referral code the account signed up with. */
    referredBy: text('referred_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_distributor_idx').on(t.distributorId), index('accounts_referred_by_idx').on(t.referredBy)],
);

export interface AccountSettings {
  filter_explicit?: boolean;
  restrict_discover_music?: boolean;
  restrict_edit_music?: boolean;
  restrict_unpairing_from_paired_devices?: boolean;
  restrict_block_tracks?: boolean;
}

/** Memberships (with a user) and invitations (pending_email, no user yet). */
export const acls = pgTable(
  'acls',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: text('user_id').references(() => users.id),
    pendingEmail: text('pending_email'),
    owner: boolean('owner').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    finance: boolean('finance').notNull().default(false),
    contact: boolean('contact').notNull().default(false),
    locationIds: text('location_ids').array().notNull().default(sql`'{}'::text[]`),
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('acls_account_idx').on(t.accountId), index('acls_user_idx').on(t.userId), uniqueIndex('acls_account_user_key').on(t.accountId, t.userId)],
);

export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').notNull(),
    url: text('url').notNull(),
    username: text('username'),
    createdAt: createdAt(),
  },
  (t) => [index('social_profiles_account_idx').on(t.accountId)],
);

// --- Premises, zones, devices --------------------------------------------------------------------

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    billingGroupId: text('billing_group_id'),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    state: text('state'),
    isoCountry: text('iso_country').notNull(),
    timezone: text('timezone').notNull(),
    deactivated: boolean('deactivated').notNull().default(false),
    bandwidthLimitationKbps: integer('bandwidth_limitation_kbps'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_account_idx').on(t.accountId, t.name)],
);

export const soundZones = pgTable(
  'sound_zones',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    name: text('name').notNull(),
    deviceId: text('device_id'),
    scheduleId: text('schedule_id'),
    playFromType: text('play_from_type'),
    playFromId: text('play_from_id'),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    subscriptionDeactivated: boolean('subscription_deactivated').notNull().default(false),
    reactivateAt: timestamp('reactivate_at', { withTimezone: true }),
    gracePeriod: boolean('grace_period').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    accessCode: text('access_code'),
    remoteCode: text('remote_code'),
    speakerSystem: boolean('speaker_system').notNull().default(false),
    /** When a player was first paired; a zone never paired is not set up. */
    setUpAt: timestamp('set_up_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sound_zones_account_idx').on(t.accountId, t.name),
    index('sound_zones_location_idx').on(t.locationId),
    // latest_paid_until of an account is an index-only max.
    index('sound_zones_account_paid_idx').on(t.accountId, t.paidUntil),
    uniqueIndex('sound_zones_device_key').on(t.deviceId),
  ],
);

/**
 * A counter per account that moves with every write its zone list depends on (its zones and locations,
 * its paired devices' online state and metrics, its zones' errors). Triggers keep it (migration
 * 0003_zone_list_triggers), so a cached zone list (server/premises/zoneIndex.ts) knows when it is stale,
 * whichever process or statement wrote.
 */
export const zoneListVersions = pgTable('zone_list_versions', {
  accountId: text('account_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    deviceType: text('device_type').notNull(),
    platform: text('platform').notNull(),
    pairingMode: text('pairing_mode').notNull(),
    /** Code the device shows for pairing it from the web app (unique while set). */
    code: text('code'),
    /** The device's own hardware or client id (device_id of the legacy records), when it registered with one. */
    clientId: text('client_id'),
    soundZoneId: text('sound_zone_id'),
    online: boolean('online').notNull().default(false),
    appVersion: text('app_version'),
    playerEngineVersion: text('player_engine_version'),
    softwareVersion: text('software_version'),
    osVersion: text('os_version'),
    modelName: text('model_name'),
    metrics: jsonb('metrics').$type<Record<string, unknown>>(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Pairing looks a device up by the code it shows; registration by its client id.
  (t) => [uniqueIndex('devices_code_key').on(t.code), index('devices_client_idx').on(t.clientId)],
);

/**
 * What a demo player the seed made does over time (server/devices/behaviour.ts): the device simulator
 * reads these at start-up. Devices that real players registered have none.
 */
export const deviceSimulations = pgTable('device_simulations', {
  deviceId: text('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  behaviour: text('behaviour').notNull(),
  /** Intermittent devices only: the length of a cycle, the drop-out at its start, and the cycles' shift from the epoch. */
  cycleSeconds: integer('cycle_seconds'),
  offlineSeconds: integer('offline_seconds'),
  phaseSeconds: integer('phase_seconds'),
});

/** Codes the web app shows for a player to enter (soundZoneInitiatePairing, devicePair). */
export const pairingCodes = pgTable('pairing_codes', {
  code: text('code').primaryKey(),
  soundZoneId: text('sound_zone_id')
    .notNull()
    .references(() => soundZones.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const soundZoneErrors = pgTable(
  'sound_zone_errors',
  {
    id: text('id').primaryKey(),
    soundZoneId: text('sound_zone_id')
      .notNull()
      .references(() => soundZones.id),
    cause: text('cause').notNull(),
    message: text('message'),
    hide: boolean('hide').notNull().default(false),
    resolved: boolean('resolved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sound_zone_errors_zone_idx').on(t.soundZoneId)],
);

/**
 * A zone player's controls and timeline (server/engine/timeline.ts), written when someone changes them.
 * A zone without a row plays its source as it has since it was set up: idle zones store nothing.
 */
export const players = pgTable('players', {
  soundZoneId: text('sound_zone_id')
    .primaryKey()
    .references(() => soundZones.id),
  status: text('status').notNull(),
  playOrder: text('play_order').notNull(),
  /** 0 to 16. */
  volume: integer('volume').notNull(),
  seed: bigint('seed', { mode: 'number' }).notNull(),
  lead: jsonb('lead').$type<LeadTrack[]>().notNull(),
  sourceIndex: bigint('source_index', { mode: 'number' }).notNull(),
  anchorAt: timestamp('anchor_at', { withTimezone: true, precision: 3 }).notNull(),
  anchorOffsetMs: bigint('anchor_offset_ms', { mode: 'number' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The web tab that plays a zone (createPlaybackClient), at most one per zone: a newer client replaces
 * the row, and the older client's playback token, naming another client id, stops working.
 */
export const playbackClients = pgTable('playback_clients', {
  soundZoneId: text('sound_zone_id')
    .primaryKey()
    .references(() => soundZones.id),
  /** A timestamp plus a random part; the playback token's subject. */
  clientId: text('client_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  /** Until when an open playerStateUpdate subscription keeps the client online (renewed while open). */
  watchedUntil: timestamp('watched_until', { withTimezone: true, precision: 3 }),
  /** The client's last progress report. */
  reportedAt: timestamp('reported_at', { withTimezone: true, precision: 3 }),
});

/**
 * Tracks a zone started, recorded when its player changes (what played since the change before);
 * what played since the last change is computed (server/engine/history.ts). The id is the zone and
 * the start, so a recorded and a computed entry of one start are the same entry.
 */
export const playHistory = pgTable(
  'play_history',
  {
    id: text('id').primaryKey(),
    soundZoneId: text('sound_zone_id')
      .notNull()
      .references(() => soundZones.id),
    trackId: text('track_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    origin: text('origin').notNull(),
    /** The playlist of a track from the source. */
    sourceId: text('source_id'),
    /** The schedule and its slot that played the playlist, when a schedule did. */
    scheduleId: text('schedule_id'),
    slotId: text('slot_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('play_history_zone_started_idx').on(t.soundZoneId, t.startedAt)],
);

/** Tracks blocked from playing (blockTrack): in a zone, or in every zone of a location or account. */
export const blockedTracks = pgTable(
  'blocked_tracks',
  {
    id: text('id').primaryKey(),
    /** The zone, location or account the block applies to. */
    parentId: text('parent_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id),
    sourceId: text('source_id'),
    reasons: text('reasons').array().notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_tracks_parent_track_key').on(t.parentId, t.trackId)],
);

/** Smart-speaker households of the speaker vendor. */
export const households = pgTable(
  'households',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    locationId: text('location_id'),
    createdAt: createdAt(),
  },
  (t) => [index('households_account_idx').on(t.accountId)],
);

// --- Sessions, mail, transactions ----------------------------------------------------------------

/** Refresh tokens (stored hashed), rotated on use within a family; reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: text('user_id'),
    deviceId: text('device_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time tokens sent by e-mail: verify_email, reset_password, invitation, email_change. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: text('user_id'),
    aclId: text('acl_id'),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A new reset link voids the user's older ones; a withdrawn invitation voids its links.
  (t) => [index('email_tokens_user_idx').on(t.userId), index('email_tokens_acl_idx').on(t.aclId)],
);

/** Every e-mail the product sends; read at /stand-in/mail. */
export const outboxMail = pgTable('outbox_mail', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  kind: text('kind').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's saved data carried from the old domain to the new one (navigation.md 7 Domain migration):
 * stored by POST /migrator, answered once by GET /migrator?id=, and gone after it is read or expires.
 */
export const migratorBundles = pgTable(
  'migrator_bundles',
  {
    id: text('id').primaryKey(),
    cookies: jsonb('cookies').$type<Record<string, string>>().notNull(),
    localStorage: jsonb('local_storage').$type<Record<string, string>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('migrator_bundles_expires_idx').on(t.expiresAt)],
);

export const longRunningTransactions = pgTable('long_running_transactions', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  kind: text('kind').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits (sign-in, password reset). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Organisations that sign in with SAML, by slug. */
export const samlOrganisations = pgTable('saml_organisations', {
  slug: text('slug').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  name: text('name').notNull(),
  /** The organisation's IdP sign-in URL; null uses the SAML stand-in (/stand-in/saml/{slug}/sso). */
  idpSsoUrl: text('idp_sso_url'),
  /** PEM certificate or public key the IdP signs with; null uses the SAML stand-in's key. */
  idpCertificate: text('idp_certificate'),
  createdAt: createdAt(),
});

/**
 * Short-lived, single-use steps of a sign-in (people area): SAML AuthnRequest ids awaiting their
 * response (InResponseTo), social-login states, the OAuth stand-in's authorisation codes and SSO tokens
 * already exchanged. Secrets are stored hashed; using a row sets used_at once.
 */
export const authRequests = pgTable(
  'auth_requests',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_requests_expires_idx').on(t.expiresAt)],
);

// --- Music catalogue -----------------------------------------------------------------------------

// Catalogue search (server/music/search.ts) finds a name by its words (full text) or by its trigrams
// (typos); each named column has one GIN index of each kind.
const searchIndexes = (table: string, name: ExtraConfigColumn) => [
  index(`${table}_search_words_idx`).using('gin', sql`to_tsvector('simple', ${name})`),
  index(`${table}_search_trigrams_idx`).using('gin', name.op('gin_trgm_ops')),
];

export const artists = pgTable(
  'artists',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    royaltyFree: boolean('royalty_free').notNull().default(false),
  },
  (t) => searchIndexes('artists', t.name),
);

export const albums = pgTable(
  'albums',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    albumType: text('album_type').notNull(),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id),
    releaseDate: text('release_date'),
    color: text('color').notNull(),
  },
  (t) => [index('albums_artist_idx').on(t.artistId), ...searchIndexes('albums', t.title)],
);

export const tracks = pgTable(
  'tracks',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    albumId: text('album_id')
      .notNull()
      .references(() => albums.id),
    artistIds: text('artist_ids').array().notNull(),
    durationMs: integer('duration_ms').notNull(),
    explicit: boolean('explicit').notNull().default(false),
    discNumber: integer('disc_number').notNull().default(1),
    trackNumber: integer('track_number').notNull(),
    availableMarkets: text('available_markets').array().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('tracks_album_idx').on(t.albumId), ...searchIndexes('tracks', t.title)],
);

export const curators = pgTable('curators', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  name: text('name').notNull(),
});

/** Playlists (collections): the catalogue's, accounts' own, imported, and stations. */
export const playlists = pgTable(
  'playlists',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    ownerAccountId: text('owner_account_id'),
    curatorId: text('curator_id'),
    composerType: text('composer_type').notNull(),
    composer: jsonb('composer').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    presentAs: text('present_as').notNull().default('PLAYLIST'),
    shortDescription: text('short_description'),
    description: text('description'),
    curated: boolean('curated').notNull().default(false),
    playbackMode: text('playback_mode').notNull().default('shuffle'),
    allowExplicit: boolean('allow_explicit'),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    color: text('color').notNull(),
    snapshot: text('snapshot').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerAccountId), ...searchIndexes('playlists', t.name)],
);

export const playlistTracks = pgTable(
  'playlist_tracks',
  {
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id),
    position: integer('position').notNull(),
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.position] })],
);

export const browseCategories = pgTable(
  'browse_categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
  },
  (t) => searchIndexes('browse_categories', t.name),
);

export const categoryPlaylists = pgTable(
  'category_playlists',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => browseCategories.id),
    playlistId: text('playlist_id')
      .notNull()
      .references(() => playlists.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.playlistId] })],
);

// --- Libraries ------------------------------------------------------------------------------------

/** An owner's library (core.md 3 'Library'): its version, moved by every change to its items. */
export const libraries = pgTable('libraries', {
  ownerAccountId: text('owner_account_id')
    .primaryKey()
    .references(() => accounts.id),
  version: integer('version').notNull().default(0),
});

/** The items of a library: playlists and schedules by id, with when each was added. */
export const libraryItems = pgTable(
  'library_items',
  {
    ownerAccountId: text('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    itemId: text('item_id').notNull(),
    /** PLAYLIST or SCHEDULE (src/domain/library.ts). */
    itemKind: text('item_kind').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerAccountId, t.itemId] })],
);

// --- Schedules ----------------------------------------------------------------------------------------

/** A weekly slot as stored: the spec's recurrence (core.md 3 'Schedule') and the collections it plays. */
export interface StoredSlot {
  id: string;
  /** Local start time of day, 'HHmmss'. */
  dtstart: string;
  durationMs: number;
  /** 'FREQ=WEEKLY;BYDAY=XX'. */
  rrule: string;
  /** Playlist and station ids, played together. */
  collections: string[];
}

/**
 * A weekly schedule of an account (or the editorial catalogue's, without one). Its slots are one value:
 * they are read, validated and replaced together, never one by one.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: text('id').primaryKey(),
    ownerAccountId: text('owner_account_id').references(() => accounts.id),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    color: text('color'),
    /** MANUAL, or ZONE for the schedule of one zone (composerZoneId). */
    composerType: text('composer_type').notNull().default('MANUAL'),
    composerZoneId: text('composer_zone_id'),
    omitFromLibrary: boolean('omit_from_library').notNull().default(false),
    slots: jsonb('slots').$type<StoredSlot[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('schedules_owner_idx').on(t.ownerAccountId)],
);

/**
 * A holiday or campaign override (issue 11): from startDate to endDate, local dates in each zone's own
 * time zone, the targeted zones play the source instead of theirs. The target's ids live on the row, so
 * the overrides that may cover any zone of an account are one read of the account's live rows
 * (account_id, end_date), matched to zones in memory.
 */
export const playbackOverrides = pgTable(
  'playback_overrides',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 'collection' (a playlist or station) or 'schedule', as sound_zones.play_from_type. */
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** SOUND_ZONES, LOCATIONS or ACCOUNT. */
    targetKind: text('target_kind').notNull(),
    /** Zone ids for SOUND_ZONES, location ids for LOCATIONS, none for ACCOUNT. */
    targetIds: jsonb('target_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id),
  },
  (t) => [index('playback_overrides_account_end_idx').on(t.accountId, t.endDate)],
);

// --- Streaming-service connections ------------------------------------------------------------------

/**
 * A user's connection to the streaming service (core.md 3 'Other'): the token pair the authorisation
 * code was exchanged for, and when the access token stops being used (a minute before it expires). One
 * per user; connecting again replaces the tokens and keeps the id synced playlists name.
 */
export const spotifyConnections = pgTable('spotify_connections', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  accessToken: text('access_token').notNull(),
  tokenType: text('token_type').notNull(),
  scope: text('scope').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Survey answers and feedback messages (writeFeedback), kept as the client sent them. */
export const feedback = pgTable('feedback', {
  id: text('id').primaryKey(),
  /** The signed-in user, or null when a paired player sent it. */
  userId: text('user_id').references(() => users.id),
  deviceId: text('device_id'),
  formName: text('form_name').notNull(),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  payload: jsonb('payload').notNull(),
  metadata: jsonb('metadata').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// --- Billing: pricing, plans and the account subscription (billing.md 3.2, 3.11, 4.4) -------------------

/**
 * The account subscription (long-running transactions of its changes are in long_running_transactions
 * above): plan, tier and billing cycle, a downgrade scheduled for the next renewal
 * (upcoming_plan/upcoming_tier), the trial, and the discounts in force (the voucher since it was applied,
 * a win-back discount). One per account.
 */
export const accountSubscriptions = pgTable('account_subscriptions', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  plan: text('plan').notNull(),
  tier: text('tier').notNull(),
  billingCycle: text('billing_cycle').notNull(),
  upcomingPlan: text('upcoming_plan'),
  upcomingTier: text('upcoming_tier'),
  payingStartDate: timestamp('paying_start_date', { withTimezone: true }),
  recurAt: timestamp('recur_at', { withTimezone: true }),
  trialStart: timestamp('trial_start', { withTimezone: true }),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  termsType: text('terms_type').notNull().default('general'),
  voucherAppliedAt: timestamp('voucher_applied_at', { withTimezone: true }),
  winbackAppliedAt: timestamp('winback_applied_at', { withTimezone: true }),
  winbackPercent: integer('winback_percent'),
  winbackMonths: integer('winback_months'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An add-on subscription (hifi, sso, messaging, curation); one per account and add-on. */
export const addonSubscriptions = pgTable(
  'addon_subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    addon: text('addon').notNull(),
    state: text('state').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    recurAt: timestamp('recur_at', { withTimezone: true }),
    /** Price per billing period in minor units of the account's currency; null when included in the plan. */
    price: integer('price'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('addon_subscriptions_account_addon_key').on(t.accountId, t.addon)],
);

// --- Billing: groups, VAT-exemption forms, invoices, cancellation reasons (issue 12, H2) -------------

/**
 * A billing group: an invoice address with tax and invoice settings (billing.md 3.6). Its id embeds its
 * account's key. One group per account is the default (a partial unique index keeps it one).
 */
export const billingGroups = pgTable(
  'billing_groups',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    address2: text('address2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    isoCountry: text('iso_country').notNull(),
    vatCode: text('vat_code'),
    orgNumber: text('org_number'),
    customerNotes: text('customer_notes'),
    isDefault: boolean('is_default').notNull().default(false),
    currency: text('currency').notNull(),
    purchaseOrderNumber: text('purchase_order_number'),
    costCenter: text('cost_center'),
    referenceNumber: text('reference_number'),
    seriesNumber: text('series_number'),
    shouldSendCcPaymentReceipt: boolean('should_send_cc_payment_receipt').notNull().default(false),
    billingAddress: text('billing_address'),
    billingAddress2: text('billing_address2'),
    billingPostalCode: text('billing_postal_code'),
    billingCity: text('billing_city'),
    billingStage: text('billing_stage'),
    billingIsoCountry: text('billing_iso_country'),
    invalidVat: boolean('invalid_vat').notNull().default(false),
    vatExemptChanged: boolean('vat_exempt_changed').notNull().default(false),
    /** The attached VAT-exemption form (the latest one sent). */
    vatExemptFormId: text('vat_exempt_form_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_groups_account_idx').on(t.accountId), uniqueIndex('billing_groups_default_key').on(t.accountId).where(sql`${t.isDefault}`)],
);

/** A VAT-exemption form sent for a billing group (billing.md 3.7); a new one replaces the group's earlier one. */
export const vatExemptForms = pgTable(
  'vat_exempt_forms',
  {
    id: text('id').primaryKey(),
    billingGroupId: text('billing_group_id')
      .notNull()
      .references(() => billingGroups.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    companyName: text('company_name').notNull(),
    companyType: text('company_type').notNull(),
    businessDescription: text('business_description').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    isoCountry: text('iso_country').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vat_exempt_forms_group_idx').on(t.billingGroupId)],
);

/** One line of an invoice spec: what was charged, net, in minor units of the spec's currency. */
export interface InvoiceLine {
  description: string;
  amount: number;
}

/**
 * An invoice spec: one invoice issued by the billing service (billing.md 3.9). Its status is derived
 * (src/domain/billing/invoiceStatus.ts), never stored. Amounts are integer minor units. Listed newest
 * first by (invoice_date, id), the cursor's order.
 */
export const invoiceSpecs = pgTable(
  'invoice_specs',
  {
    id: text('id').primaryKey(),
    /** The public, unguessable id of GET /billing/invoice/{uuid}. */
    uuid: text('uuid').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    billingGroupId: text('billing_group_id').notNull(),
    refnumber: text('refnumber').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    voidDate: timestamp('void_date', { withTimezone: true }),
    sendToCollections: boolean('send_to_collections').notNull().default(false),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    psp: text('psp').notNull(),
    /** Each sending of the document, oldest first; a url without origin is under the server's public origin. */
    sent: jsonb('sent').$type<{ url: string; sentAt: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The rendered document (path under the server's public origin, or a full URL); null until rendered. */
    pdfLink: text('pdf_link'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_specs_account_ref_key').on(t.accountId, t.refnumber), index('invoice_specs_account_date_idx').on(t.accountId, t.invoiceDate, t.id)],
);

/** Card payment attempts on an invoice spec, oldest first (the contract's attempt statuses). */
export const invoicePaymentAttempts = pgTable(
  'invoice_payment_attempts',
  {
    id: text('id').primaryKey(),
    invoiceSpecId: text('invoice_spec_id')
      .notNull()
      .references(() => invoiceSpecs.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payment_attempts_spec_idx').on(t.invoiceSpecId, t.createdAt)],
);

/** Invoices as the external ledger (netsuite) holds them (billing.md 3.9), newest first by invoice_date. */
export const ledgerInvoices = pgTable(
  'ledger_invoices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceNo: text('invoice_no').notNull().unique(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** open, paid_in_full, pending_approval, rejected or voided. */
    status: text('status').notNull(),
    /** Settled by card (left out with exclude_credit_card_invoices). */
    paidByCard: boolean('paid_by_card').notNull().default(false),
    pdfLink: text('pdf_link'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_invoices_account_date_idx').on(t.accountId, t.invoiceDate)],
);

/** Why a location or sound zone was cancelled (billing.md 3.10), newest first per target. */
export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    locationId: text('location_id'),
    soundZoneId: text('sound_zone_id'),
    userId: text('user_id'),
    name: text('name').notNull(),
    text: text('text').notNull(),
    detailedText: text('detailed_text'),
    feedback: text('feedback'),
    createdAt: createdAt(),
  },
  (t) => [index('cancellation_reasons_zone_idx').on(t.soundZoneId, t.createdAt), index('cancellation_reasons_location_idx').on(t.locationId)],
);

// --- Billing: payments and zone subscriptions (H3, migration 0019) -------------------------------

/** The account's payment method (billing.md 3.5): one row per account, replaced by each change. */
export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  /** src/domain/billing/paymentMethods.ts PSPS. */
  psp: text('psp').notNull(),
  /** Card network code (visa, mc, amex, disc, diners) or wallet kind; null for invoice payment. */
  cardType: text('card_type'),
  lastFour: text('last_four'),
  expiryMonth: integer('expiry_month'),
  expiryYear: integer('expiry_year'),
  /** The PSP's stored payment method charged for recurrences (recurringDetailReference). */
  storedPaymentMethodId: text('stored_payment_method_id'),
  billingGroupId: text('billing_group_id'),
  deactivated: boolean('deactivated').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A card registration waiting on the shopper's 3-D Secure challenge, by its opaque attempt id. */
export const paymentMethodAttempts = pgTable('payment_method_attempts', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  psp: text('psp').notNull(),
  billingGroupId: text('billing_group_id'),
  /** The client's return_url (the update-payment page). */
  returnUrl: text('return_url').notNull(),
  /** pending, authorised, refused, error. */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** A zone's subscription record (billing.md 3.3); paid_until and reactivate_at stay on the zone's row. */
export const zoneSubscriptions = pgTable(
  'zone_subscriptions',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    soundZoneId: text('sound_zone_id')
      .notNull()
      .unique()
      .references(() => soundZones.id),
    billingGroupId: text('billing_group_id').notNull(),
    item: text('item').notNull(),
    itemKind: text('item_kind').notNull().default('Streaming'),
    plan: text('plan').notNull(),
    tier: text('tier').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    quantity: integer('quantity').notNull().default(1),
    quantitySource: text('quantity_source'),
    /** Minor units per billing period; null uses the price plan's default. */
    price: integer('price'),
    pricePlan: text('price_plan'),
    deactivated: boolean('deactivated').notNull().default(false),
    recurAt: timestamp('recur_at', { withTimezone: true }),
    currentRecurrenceId: text('current_recurrence_id'),
    payingStartDate: timestamp('paying_start_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('zone_subscriptions_account_idx').on(t.accountId)],
);

/** One payment run of a zone subscription (billing.md 3.4). */
export const recurrences = pgTable(
  'recurrences',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => zoneSubscriptions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** pending, processing, payment_failed, completed, cancelled. */
    status: text('status').notNull(),
    paysUntil: timestamp('pays_until', { withTimezone: true }),
    paymentErrorCode: text('payment_error_code'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** What the purchase changes on completion: the account's plan, tier and billing cycle. */
    plan: text('plan').notNull(),
    tier: text('tier').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    pspReference: text('psp_reference'),
    invoiceSpecId: text('invoice_spec_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recurrences_subscription_idx').on(t.subscriptionId)],
);

/**
 * Answers of requests sent with an Idempotency-Key, by operation scope and key: a retry gets the stored
 * answer instead of charging again. A row without an answer is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** What the request asked, so a key reused for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** The payment-provider stand-in's payments (its own state, as the real PSP keeps its own). */
export const pspStandInPayments = pgTable(
  'psp_stand_in_payments',
  {
    pspReference: text('psp_reference').primaryKey(),
    merchantAccount: text('merchant_account').notNull(),
    reference: text('reference').notNull(),
    amountValue: integer('amount_value').notNull(),
    currency: text('currency').notNull(),
    shopperReference: text('shopper_reference'),
    returnUrl: text('return_url').notNull(),
    /** RedirectShopper (challenge pending), Authorised, Refused. */
    resultCode: text('result_code').notNull(),
    refusalReason: text('refusal_reason'),
    refusalReasonCode: text('refusal_reason_code'),
    paymentMethodType: text('payment_method_type').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    expiryMonth: text('expiry_month'),
    expiryYear: text('expiry_year'),
    holderName: text('holder_name'),
    storePaymentMethod: boolean('store_payment_method').notNull().default(false),
    storedPaymentMethodId: text('stored_payment_method_id'),
    /** The challenge id (action.url) while a 3-D Secure challenge is pending. */
    challengeId: text('challenge_id').unique(),
    /** Handed to the returnUrl once the shopper answered; read back by /payments/details. */
    redirectResult: text('redirect_result').unique(),
    /** The Idempotency-Key the payment was made with: a retry gets this payment's answer. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('psp_stand_in_payments_shopper_idx').on(t.shopperReference)],
);

/** Payment methods the stand-in stores for shoppers (storePaymentMethod). */
export const pspStandInStoredMethods = pgTable(
  'psp_stand_in_stored_methods',
  {
    id: text('id').primaryKey(),
    merchantAccount: text('merchant_account').notNull(),
    shopperReference: text('shopper_reference').notNull(),
    type: text('type').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    expiryMonth: text('expiry_month'),
    expiryYear: text('expiry_year'),
    holderName: text('holder_name'),
    createdAt: createdAt(),
  },
  (t) => [index('psp_stand_in_stored_shopper_idx').on(t.shopperReference)],
);

// --- Engagement: score survey follow-up tickets (navigation.md 3 'Score survey ticket', 7) ---------------

/** Support tickets the score survey page opens (POST /api/tickets), for support to follow up. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    /** 'T-' and a number, as support desks name tickets. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    score: integer('score').notNull(),
    businessType: text('business_type'),
    accountName: text('account_name'),
    country: text('country'),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    comment: text('comment').notNull(),
    priority: text('priority').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_account_idx').on(t.accountId)],
);

// --- Messaging (in-store announcements) --------------------------------------------------------------

/** An account's message: a text read out by speech synthesis in a voice (server/messaging/tts.ts). */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** announcement or ad. */
    type: text('type').notNull(),
    text: text('text').notNull(),
    /** The eSpeak NG voice the text is read in (src/domain/messaging.ts VOICES). */
    voice: text('voice').notNull(),
    /** Length of the rendered speech. */
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('messages_account_idx').on(t.accountId)],
);

/**
 * A campaign: its messages, in turn, into its zones every interval_minutes from when it was published,
 * on its weekdays between its dates in each zone's time zone; each play waits for the end of the track
 * playing when it is due (server/messaging/campaignPlays.ts).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    messageIds: jsonb('message_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    soundZoneIds: jsonb('sound_zone_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Weekdays SU..SA. */
    days: jsonb('days').$type<string[]>().notNull(),
    intervalMinutes: integer('interval_minutes').notNull(),
    /** When it was last published: the first play is due then; null for a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaigns_account_idx').on(t.accountId)],
);

// ── Settings (issue 13): zone presets and company logos ───────────────────────────────────────────────

/** Named sets of sound zone settings on an account, applied to new zones (REST zone_presets). */
export const zonePresets = pgTable(
  'zone_presets',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    /** The full SoundZoneSettings (product defaults with the preset's choices applied). */
    settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('zone_presets_account_idx').on(t.accountId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** An account's uploaded company logo: the normalised master the image URL's sizes are drawn from. */
export const accountLogos = pgTable('account_logos', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  /** PNG master, at most LOGO_MASTER_SIZE on its longer side. */
  image: bytea('image').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Flags a client applied (navigation.md 7 ApplyFlags): the exposures experiment analysis reads, tied to their resolution. */
export const flagExposures = pgTable(
  'flag_exposures',
  {
    id: text('id').primaryKey(),
    trackingKey: text('tracking_key').notNull(),
    flag: text('flag').notNull(),
    /** The client's apply time corrected by its clock's offset from the server's. */
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    userId: text('user_id').references(() => users.id),
    deviceId: text('device_id'),
    createdAt: createdAt(),
  },
  (t) => [index('flag_exposures_tracking_idx').on(t.trackingKey)],
);
