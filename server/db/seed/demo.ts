// Demo accounts and users: a direct account with every zone state, finance, contact and location
// members, a partner managing three customers, and a large chain with 5,000 zones. Rows are built in
// memory; index.ts writes them.
import type { Random } from './random';
import { seededRandom } from './random';
import { presenceAt } from '../../devices/behaviour';
import type { DeviceBehaviour } from '../../devices/behaviour';
import { SOON_UNSUPPORTED_MESSAGE } from '../../premises/presence';
import type { SeedIds } from './ids';
import { PROVIDER_ACCOUNT_SE, snapshotOf } from './catalogue';
import type { Catalogue } from './catalogue';
import { SITES, STORE_ZONES, STREETS, US_CITIES } from './places';
import type { AccountSettings } from '../schema';
import type {
  accounts,
  acls,
  devices,
  deviceSimulations,
  households,
  locations,
  playlists,
  playlistTracks,
  samlOrganisations,
  socialProfiles,
  soundZoneErrors,
  soundZones,
  users,
} from '../schema';

type UserRow = typeof users.$inferInsert;
type AccountRow = typeof accounts.$inferInsert;
type AclRow = typeof acls.$inferInsert;
type LocationRow = typeof locations.$inferInsert;
type ZoneRow = typeof soundZones.$inferInsert;
type DeviceRow = typeof devices.$inferInsert;
type ZoneErrorRow = typeof soundZoneErrors.$inferInsert;
type SimulationRow = typeof deviceSimulations.$inferInsert;

/** The password of every demo user. */
export const DEMO_PASSWORD = 'cadence-demo';

/** The demo sign-ins the README lists. */
export const DEMO_LOGINS = {
  owner: 'owner@cadence.test',
  finance: 'finance@cadence.test',
  contact: 'contact@cadence.test',
  location: 'location@cadence.test',
  partner: 'partner@cadence.test',
  large: 'large@cadence.test',
} as const;

/** The cause of the error a player reports when its version will soon stop being supported (core.md 3). */
export const SOON_UNSUPPORTED = 'DEVICE_ERROR_SOON_UNSUPPORTED_VERSION';

/** The provider's own accounts (DECISIONS.md): direct accounts name one of them as their distributor. */
export const PROVIDER_ACCOUNTS = [
  { id: PROVIDER_ACCOUNT_SE, businessName: 'Cadence Sweden', address: 'Sveavägen 44', postalCode: '111 34', city: 'Stockholm', isoCountry: 'SE' },
  { id: 'cadence-direct-us', businessName: 'Cadence US', address: '200 Park Avenue South', postalCode: '10003', city: 'New York', state: 'NY', isoCountry: 'US' },
  { id: 'cadence-direct-gb', businessName: 'Cadence UK', address: '12 Shoreditch High Street', postalCode: 'E1 6JE', city: 'London', isoCountry: 'GB' },
] as const;

/**
 * Every state a zone can be in that the UI must show: playing fine; its player offline; never paired;
 * its subscription expired; its player soon unsupported; its player muted; set up once but unpaired now.
 */
export type ZoneState = 'ok' | 'offline' | 'not_set_up' | 'expired' | 'soon_unsupported' | 'muted' | 'unpaired';

type PlayerKind = 'macos' | 'windows' | 'ios' | 'android' | 'embedded' | 'sonos';

/** Device kinds with their type, platform, pairing mode (core.md 3 Device) and plausible models. */
const PLAYERS: Record<PlayerKind, { deviceType: string; platform: string; pairingMode: string; label: string; models: string[]; os: string[]; software: string }> = {
  macos: { deviceType: 'desktop', platform: 'MACOS', pairingMode: 'soft', label: 'Mac', models: ['MacBookPro18,3', 'Macmini9,1', 'iMac21,1'], os: ['14.6.1', '15.3.2'], software: 'cadence-12.4-macos' },
  windows: { deviceType: 'desktop', platform: 'WIN32CADENCE', pairingMode: 'soft', label: 'PC', models: ['OptiPlex 7090', 'ThinkCentre M70q', 'NUC11PAH'], os: ['10.0.22631', '10.0.19045'], software: 'cadence-12.4-win32' },
  ios: { deviceType: 'mobile', platform: 'IOS', pairingMode: 'soft', label: 'iPad', models: ['iPad13,18', 'iPad12,1', 'iPhone14,7'], os: ['17.5.1', '18.1'], software: 'cadence-12.3-ios' },
  android: { deviceType: 'mobile', platform: 'ANDROIDMOBILE', pairingMode: 'soft', label: 'Phone', models: ['Pixel 7', 'SM-A546B', 'moto g84'], os: ['14', '13'], software: 'cadence-12.3-android' },
  embedded: { deviceType: 'embedded', platform: 'ANDROID', pairingMode: 'hard', label: 'Box', models: ['Cadence Box 2', 'Cadence Box 3', 'StreamAmp S1'], os: ['11', '12'], software: 'cadence-12.4-box' },
  sonos: { deviceType: 'other', platform: 'SONOS', pairingMode: 'soft', label: 'Sonos', models: ['Era 100', 'Amp', 'Five'], os: ['16.4'], software: 'sonos-80.1-s2' },
};
const CURRENT = { app: '12.4.0', engine: '5.2.1' };
const OUTDATED = { app: '9.6.2', engine: '3.9.0', software: 'cadence-9.6-win32' };

const ONBOARDING_STEPS = ['setup', 'get-started', 'business-description', 'spotify-import', 'ai-playlist', 'explicit-setting'];

const DAY = 86_400_000;

const hex = (random: Random, length: number) => Array.from({ length }, () => '0123456789abcdef'[random.int(0, 15)]).join('');

export interface Demo {
  users: UserRow[];
  accounts: AccountRow[];
  acls: AclRow[];
  locations: LocationRow[];
  zones: ZoneRow[];
  devices: DeviceRow[];
  /** What each demo player does over time (server/devices/simulator.ts). */
  deviceSimulations: SimulationRow[];
  zoneErrors: ZoneErrorRow[];
  households: (typeof households.$inferInsert)[];
  socialProfiles: (typeof socialProfiles.$inferInsert)[];
  samlOrganisations: (typeof samlOrganisations.$inferInsert)[];
  playlists: (typeof playlists.$inferInsert)[];
  playlistTracks: (typeof playlistTracks.$inferInsert)[];
}

interface ZoneSpec {
  name: string;
  state: ZoneState;
  player?: PlayerKind;
  playFrom?: string | null;
  /** A zone not set up may still have a subscription (paid, waiting for its player); by default it has none. */
  paid?: boolean;
  /** Its player drops out now and then (server/devices/behaviour.ts): offline for the first minutes of every cycle. */
  intermittent?: { cycleMinutes: number; offlineMinutes: number };
}

/**
 * What a zone's simulated player does, from the zone's state: an offline zone's player never connects;
 * a muted one stays muted; a soon-unsupported one keeps running its old version; the others stay
 * connected, unless the zone says its player drops out. Cycles start on whole minutes, so the changes
 * of many players fall together.
 */
function behaviourFor(spec: ZoneSpec, phaseMinutes: number): DeviceBehaviour {
  if (spec.intermittent) {
    const { cycleMinutes, offlineMinutes } = spec.intermittent;
    return { kind: 'intermittent', cycleSeconds: cycleMinutes * 60, offlineSeconds: offlineMinutes * 60, phaseSeconds: (phaseMinutes % cycleMinutes) * 60 };
  }
  const kinds: Partial<Record<ZoneState, DeviceBehaviour['kind']>> = { offline: 'lost', muted: 'muted', soon_unsupported: 'deprecated' };
  return { kind: kinds[spec.state] ?? 'steady' } as DeviceBehaviour;
}

export function buildDemo(random: Random, ids: SeedIds, now: Date, passwordHash: string, catalogue: Catalogue): Demo {
  // The players' behaviours draw from a stream of their own, so the rest of the demo stays as it was.
  const simulationRandom = seededRandom(0x51_3d_e71c);
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY - hours * 3_600_000);
  const demo: Demo = { users: [], accounts: [], acls: [], locations: [], zones: [], devices: [], deviceSimulations: [], zoneErrors: [], households: [], socialProfiles: [], samlOrganisations: [], playlists: [], playlistTracks: [] };
  const catalogueLists = catalogue.playlists.filter((p) => p.presentAs === 'PLAYLIST' && !p.name!.startsWith('Open Studio'));
  const playlistNamed = (name: string) => catalogue.playlists.find((p) => p.name === name)!.id!;

  const user = (email: string, name: string, daysAgo: number, values: Partial<UserRow> = {}) => {
    const row: UserRow = { id: ids.next('User'), name, email, passwordHash, emailVerified: true, startOfWeek: 1, colorMode: 'system', createdAt: at(daysAgo), updatedAt: at(daysAgo), ...values };
    demo.users.push(row);
    return row.id!;
  };

  const account = (values: Omit<AccountRow, 'id'> & { id?: string; daysAgo: number }) => {
    const { daysAgo, ...rest } = values;
    const row: AccountRow = { createdAt: at(daysAgo), updatedAt: at(Math.min(daysAgo, 20)), ...rest, id: rest.id ?? ids.next('Account') };
    demo.accounts.push(row);
    return row.id!;
  };

  const member = (accountId: string, userId: string | null, flags: Partial<AclRow>, daysAgo: number) => {
    demo.acls.push({ id: ids.next('Acl', accountId), accountId, userId, owner: false, admin: false, finance: false, contact: false, createdAt: at(daysAgo), updatedAt: at(daysAgo), ...flags });
  };
  const owner = (accountId: string, userId: string, daysAgo: number) => member(accountId, userId, { owner: true, admin: true, finance: true, contact: true }, daysAgo);

  const location = (accountId: string, values: Omit<LocationRow, 'id' | 'accountId'>, daysAgo: number) => {
    const row: LocationRow = { id: ids.next('Location', accountId), accountId, createdAt: at(daysAgo), updatedAt: at(daysAgo), ...values };
    demo.locations.push(row);
    return row;
  };

  const onboarded = (createdDaysAgo: number, skipped: string[] = []) =>
    ONBOARDING_STEPS.map((name, i) => ({ name, status: skipped.includes(name) ? 'Skipped' : 'Completed', updatedAt: at(createdDaysAgo - 1, -i).toISOString() }));

  /** A zone in the given state, with its player and errors. */
  const zone = (where: LocationRow, spec: ZoneSpec, daysAgo: number) => {
    const id = ids.next('SoundZone', where.id);
    const setUp = spec.state !== 'not_set_up';
    const paidUntil = spec.state === 'expired' ? at(random.int(5, 40)) : setUp || spec.paid ? at(-random.int(60, 365)) : null;
    const row: ZoneRow = {
      id,
      accountId: where.accountId,
      locationId: where.id!,
      name: spec.name,
      playFromType: setUp && spec.playFrom ? 'collection' : null,
      playFromId: setUp && spec.playFrom ? spec.playFrom : null,
      paidUntil,
      speakerSystem: spec.player === 'sonos',
      setUpAt: setUp ? at(daysAgo - 1) : null,
      createdAt: at(daysAgo),
      updatedAt: at(Math.min(daysAgo, 10)),
    };
    if (setUp && spec.state !== 'unpaired') {
      const kind = spec.state === 'soon_unsupported' ? 'windows' : (spec.player ?? 'embedded');
      const player = PLAYERS[kind];
      const outdated = spec.state === 'soon_unsupported';
      const online = spec.state !== 'offline';
      const deviceId = ids.next('Device');
      const behaviour = behaviourFor(spec, simulationRandom.int(0, 24 * 60 - 1));
      demo.deviceSimulations.push({ deviceId, behaviour: behaviour.kind, ...(behaviour.kind === 'intermittent' ? { cycleSeconds: behaviour.cycleSeconds, offlineSeconds: behaviour.offlineSeconds, phaseSeconds: behaviour.phaseSeconds } : {}) });
      const lastSeenAt = online ? new Date(now.getTime() - random.int(5, 55) * 1000) : at(random.int(1, 6), random.int(0, 23));
      const network = player.deviceType === 'mobile' ? 'wifi' : random.pick(['ethernet', 'wifi'] as const);
      demo.devices.push({
        id: deviceId,
        name: `${spec.name} ${player.label}`,
        kind,
        deviceType: player.deviceType,
        platform: player.platform,
        pairingMode: player.pairingMode,
        soundZoneId: id,
        // As its behaviour has it now; the rest of the row as the zone's state tells.
        online: presenceAt(behaviour, now).online,
        appVersion: outdated ? OUTDATED.app : CURRENT.app,
        playerEngineVersion: outdated ? OUTDATED.engine : CURRENT.engine,
        softwareVersion: outdated ? OUTDATED.software : player.software,
        osVersion: random.pick(player.os),
        modelName: random.pick(player.models),
        clientId: `${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}`,
        lastSeenAt,
        metrics: {
          collected_at: lastSeenAt.toISOString(),
          uptime_s: random.int(3_600, 40 * 86_400),
          cpu_percent: Math.round(random.next() * 250) / 10,
          memory_used_mb: random.int(180, 520),
          diskcache_used_mb: random.int(200, 1_900),
          diskcache_max_mb: 2_048,
          free_disk_mb: random.int(4_000, 60_000),
          network_type: network,
          signal_strength_dbm: network === 'wifi' ? -random.int(40, 75) : null,
          volume: spec.state === 'muted' ? 0 : random.int(6, 14),
          muted: spec.state === 'muted',
        },
        createdAt: at(daysAgo - 1),
        updatedAt: at(Math.min(daysAgo - 1, 5)),
      });
      row.deviceId = deviceId;
      if (outdated) {
        demo.zoneErrors.push({ id: ids.next('SoundZoneError', id), soundZoneId: id, cause: SOON_UNSUPPORTED, message: SOON_UNSUPPORTED_MESSAGE, createdAt: at(random.int(2, 9)) });
      }
    }
    demo.zones.push(row);
    return row;
  };

  /** A hand-built playlist of the account, from catalogue tracks. */
  const ownPlaylist = (accountId: string, name: string, count: number, daysAgo: number) => {
    const id = ids.next('Playlist', accountId);
    const updatedAt = at(random.int(1, 20));
    demo.playlists.push({
      id,
      name,
      ownerAccountId: accountId,
      composerType: 'MANUAL',
      composer: { id: ids.next('Composer') },
      presentAs: 'PLAYLIST',
      curated: false,
      playbackMode: 'shuffle',
      genres: [],
      color: random.pick(['#7A3E48', '#2F5D50', '#C27C2C', '#355070']),
      snapshot: snapshotOf(updatedAt, count),
      createdAt: at(daysAgo),
      updatedAt,
    });
    const chosen = random.sample(catalogue.tracks.filter((t) => !t.explicit), count);
    chosen.forEach((track, position) => demo.playlistTracks.push({ playlistId: id, position, trackId: track.id!, addedAt: at(daysAgo - 1 - Math.floor(position / 10)) }));
    return id;
  };

  // --- The provider's own accounts -------------------------------------------------------------------
  for (const provider of PROVIDER_ACCOUNTS) {
    account({ ...provider, businessType: 'other', isDistributor: true, plan: 'unlimited', tier: 'tier-3', billingCycle: 'yearly', maxSoundZones: 1000, daysAgo: 3000 });
  }

  // --- The direct account: Café Lumen, every zone state ----------------------------------------------
  const ownerId = user('owner@cadence.test', 'Olivia Berg', 420);
  const financeId = user('finance@cadence.test', 'Felix Lund', 400);
  const contactId = user('contact@cadence.test', 'Clara Holm', 380);
  const locationUserId = user('location@cadence.test', 'Leo Sandberg', 300);
  const lumen = account({
    businessName: 'Café Lumen',
    businessType: 'cafe',
    address: 'Götgatan 24',
    postalCode: '118 46',
    city: 'Stockholm',
    isoCountry: 'SE',
    phone: '+46 8 555 014 20',
    orgNumber: '559876-5432',
    distributorId: PROVIDER_ACCOUNT_SE,
    distributorHasSupport: true,
    plan: 'unlimited',
    tier: 'tier-3',
    billingCycle: 'yearly',
    maxSoundZones: 25,
    legalAcceptedBy: ownerId,
    legalTermsType: 'general',
    featureFlags: ['extreme_audio_quality_option_enabled', 'hifi_enabled', 'messaging_enabled'],
    settings: { filter_explicit: false, restrict_discover_music: false, restrict_edit_music: false, restrict_unpairing_from_paired_devices: false, restrict_block_tracks: false },
    onboardingSteps: onboarded(420, ['spotify-import', 'ai-playlist']),
    daysAgo: 420,
  });
  owner(lumen, ownerId, 420);
  member(lumen, financeId, { finance: true, invitedBy: ownerId }, 400);
  member(lumen, contactId, { contact: true, invitedBy: ownerId }, 380);
  member(lumen, null, { pendingEmail: 'new.barista@cadence.test', invitedBy: ownerId }, 3);
  demo.socialProfiles.push({ id: ids.next('SocialProfile', lumen), accountId: lumen, type: 'instagram', url: 'https://www.instagram.com/cafelumen.test', username: 'cafelumen.test', createdAt: at(410) });

  const mornings = ownPlaylist(lumen, 'Lumen Mornings', 35, 200);
  const evenings = ownPlaylist(lumen, 'Friday Evening', 28, 150);
  const sodermalm = location(lumen, { name: 'Café Lumen Södermalm', address: 'Götgatan 24', city: 'Stockholm', postalCode: '118 46', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 420);
  const soho = location(lumen, { name: 'Café Lumen SoHo', address: '112 Spring Street', city: 'New York', postalCode: '10012', state: 'NY', isoCountry: 'US', timezone: 'America/New_York' }, 260);
  const shibuya = location(lumen, { name: 'Café Lumen Shibuya', address: '1-2-3 Jinnan', city: 'Tokyo', postalCode: '150-0041', isoCountry: 'JP', timezone: 'Asia/Tokyo', bandwidthLimitationKbps: 512 }, 120);
  member(lumen, locationUserId, { locationIds: [sodermalm.id!], invitedBy: ownerId }, 300);

  zone(sodermalm, { name: 'Dining Room', state: 'ok', player: 'embedded', playFrom: mornings }, 419);
  zone(sodermalm, { name: 'Bar', state: 'ok', player: 'macos', playFrom: evenings }, 400);
  zone(sodermalm, { name: 'Terrace', state: 'offline', player: 'ios', playFrom: playlistNamed('Summer Terrace') }, 390);
  zone(soho, { name: 'Main Floor', state: 'soon_unsupported', playFrom: playlistNamed('Sunday Brunch') }, 259);
  zone(soho, { name: 'Kitchen', state: 'not_set_up' }, 30);
  zone(soho, { name: 'Lounge', state: 'expired', player: 'android', playFrom: playlistNamed('Late Night Lounge') }, 250);
  const counter = zone(shibuya, { name: 'Counter', state: 'ok', player: 'android', playFrom: playlistNamed('Indie Café') }, 119);
  zone(shibuya, { name: 'Patio', state: 'ok', player: 'sonos', playFrom: playlistNamed('Bossa Afternoon') }, 100);
  // An error the player reported once and that is resolved now: history the errors list keeps.
  demo.zoneErrors.push({ id: ids.next('SoundZoneError', counter.id!), soundZoneId: counter.id!, cause: SOON_UNSUPPORTED, message: 'This player version will soon stop being supported.', resolved: true, createdAt: at(60) });
  demo.households.push({ id: ids.next('Household', lumen), accountId: lumen, name: 'Shibuya Sonos System', locationId: shibuya.id!, createdAt: at(100) });

  // --- The partner and its three customers -----------------------------------------------------------
  const partnerId = user('partner@cadence.test', 'Paula Reyes', 700);
  const partner = account({
    businessName: 'Nordlys Audio Partners',
    businessType: 'other',
    address: 'Kungsgatan 8',
    postalCode: '411 19',
    city: 'Göteborg',
    isoCountry: 'SE',
    phone: '+46 31 555 020 10',
    orgNumber: '556677-8899',
    distributorId: PROVIDER_ACCOUNT_SE,
    distributorHasSupport: true,
    isPartner: true,
    // A reseller with its own referral link (billing.md referrals: a distributor with a payment method).
    isDistributor: true,
    plan: 'unlimited',
    tier: 'tier-3',
    billingCycle: 'yearly',
    // A partner accepts the partner terms (navigation.md 4: the terms modal shows when they differ).
    termsType: 'partner',
    legalAcceptedBy: partnerId,
    legalTermsType: 'partner',
    onboardingSteps: [
      { name: 'partner-business-type', status: 'Completed', updatedAt: at(699).toISOString() },
      { name: 'partner-business-size', status: 'Completed', updatedAt: at(699).toISOString() },
    ],
    daysAgo: 700,
  });
  owner(partner, partnerId, 700);
  const showroom = location(partner, { name: 'Nordlys Showroom', address: 'Kungsgatan 8', city: 'Göteborg', postalCode: '411 19', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 700);
  zone(showroom, { name: 'Showroom', state: 'ok', player: 'sonos', playFrom: playlistNamed('Boutique Grooves') }, 699);

  const customer = (values: Partial<AccountRow> & { businessName: string; daysAgo: number }) =>
    account({ distributorId: partner, distributorHasSupport: true, plan: 'unlimited', tier: 'tier-3', billingCycle: 'monthly', isoCountry: 'SE', legalAcceptedBy: partnerId, legalTermsType: 'general', ...values });

  const bakery = customer({ businessName: 'Fjord Bageri', businessType: 'bakery', address: 'Strandvägen 3', postalCode: '114 51', city: 'Stockholm', partnerAllowDeactivation: true, onboardingSteps: onboarded(500), daysAgo: 500 });
  owner(bakery, user('ingrid@fjordbageri.test', 'Ingrid Fjord', 500), 500);
  const bakeryShop = location(bakery, { name: 'Fjord Bageri Östermalm', address: 'Strandvägen 3', city: 'Stockholm', postalCode: '114 51', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 500);
  zone(bakeryShop, { name: 'Shop', state: 'ok', player: 'embedded', playFrom: playlistNamed('Bakery Mornings') }, 499);
  zone(bakeryShop, { name: 'Seating', state: 'offline', player: 'android', playFrom: playlistNamed('Morning Coffee') }, 450);

  const hotel = customer({
    businessName: 'Hotel Solsken',
    businessType: 'hotel',
    address: 'Strandpromenaden 1',
    postalCode: '211 18',
    city: 'Malmö',
    featureFlags: ['onboarding_enabled'],
    onboardingSteps: [
      { name: 'setup', status: 'Completed', updatedAt: at(40).toISOString() },
      { name: 'get-started', status: 'Completed', updatedAt: at(40).toISOString() },
      { name: 'business-description', status: 'Skipped', updatedAt: at(39).toISOString() },
    ],
    daysAgo: 41,
  });
  member(hotel, null, { pendingEmail: 'manager@hotelsolsken.test', owner: true, admin: true, finance: true, contact: true, invitedBy: partnerId }, 40);
  const hotelLobby = location(hotel, { name: 'Hotel Solsken', address: 'Strandpromenaden 1', city: 'Malmö', postalCode: '211 18', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 41);
  const hotelSpa = location(hotel, { name: 'Solsken Spa', address: 'Strandpromenaden 3', city: 'Malmö', postalCode: '211 18', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 30);
  zone(hotelLobby, { name: 'Lobby', state: 'ok', player: 'embedded', playFrom: playlistNamed('Hotel Lobby') }, 40);
  zone(hotelLobby, { name: 'Breakfast Room', state: 'ok', player: 'windows', playFrom: playlistNamed('Hotel Breakfast') }, 40);
  zone(hotelSpa, { name: 'Treatment Rooms', state: 'not_set_up' }, 30);

  const studio = customer({
    businessName: 'Studio Puls',
    businessType: 'gym',
    address: 'Vasagatan 15',
    postalCode: '753 20',
    city: 'Uppsala',
    partnerAllowDeactivation: true,
    plan: 'royalty-free',
    tier: 'tier-1',
    contentProvider: 'royalty-free',
    settings: { restrict_discover_music: true },
    onboardingSteps: onboarded(200, ['spotify-import']),
    daysAgo: 200,
  });
  owner(studio, user('jonas@studiopuls.test', 'Jonas Ek', 200), 200);
  const gym = location(studio, { name: 'Studio Puls Centrum', address: 'Vasagatan 15', city: 'Uppsala', postalCode: '753 20', isoCountry: 'SE', timezone: 'Europe/Stockholm' }, 200);
  zone(gym, { name: 'Gym Floor', state: 'ok', player: 'embedded', playFrom: playlistNamed('Open Studio Upbeat') }, 199);
  // The partner's demo of a player that drops out: offline for 4 minutes of every 20.
  zone(gym, { name: 'Yoga Room', state: 'ok', player: 'ios', playFrom: playlistNamed('Open Studio Calm'), intermittent: { cycleMinutes: 20, offlineMinutes: 4 } }, 150);

  // --- The large account: 250 stores with 20 zones each ----------------------------------------------
  const largeOwnerId = user('large@cadence.test', 'Laura Kim', 900, { startOfWeek: 0 });
  const large = account({
    businessName: 'Brightway Stores',
    businessType: 'retail',
    address: '350 Fifth Avenue',
    postalCode: '10118',
    city: 'New York',
    state: 'NY',
    isoCountry: 'US',
    phone: '+1 212 555 0147',
    distributorId: 'cadence-direct-us',
    distributorHasSupport: true,
    keyAccountManager: 'Sam Whitfield',
    plan: 'unlimited',
    tier: 'tier-3',
    billingCycle: 'yearly',
    maxSoundZones: 6000,
    legalAcceptedBy: largeOwnerId,
    legalTermsType: 'general',
    featureFlags: ['saml_enabled', 'messaging_enabled', 'curation_enabled'],
    settings: { filter_explicit: true, restrict_edit_music: true, restrict_unpairing_from_paired_devices: true } satisfies AccountSettings,
    onboardingSteps: onboarded(900, ['spotify-import', 'ai-playlist']),
    daysAgo: 900,
  });
  owner(large, largeOwnerId, 900);
  demo.samlOrganisations.push({ slug: 'brightway', accountId: large, name: 'Brightway Stores', createdAt: at(800) });
  const storeMusic = [ownPlaylist(large, 'Brightway In-Store', 80, 700), ...catalogueLists.map((p) => p.id!)];
  for (const city of US_CITIES) {
    SITES.forEach((site, siteIndex) => {
      const opened = random.int(60, 880);
      const store = location(
        large,
        {
          name: `Brightway ${city.city} ${site}`,
          address: `${random.int(10, 2999)} ${random.pick(STREETS)}`,
          city: city.city,
          postalCode: `${city.zip}${String(random.int(1, 99)).padStart(2, '0')}`,
          state: city.state,
          isoCountry: 'US',
          timezone: city.timezone,
          bandwidthLimitationKbps: siteIndex === 4 ? 256 : null,
        },
        opened,
      );
      for (const name of STORE_ZONES) {
        const state = random.weighted<ZoneState>([
          ['ok', 77],
          ['offline', 8],
          ['not_set_up', 5],
          ['expired', 4],
          ['soon_unsupported', 3],
          ['muted', 1],
          ['unpaired', 2],
        ]);
        const player = random.weighted<PlayerKind>([
          ['embedded', 55],
          ['windows', 20],
          ['macos', 10],
          ['android', 8],
          ['ios', 7],
        ]);
        // One playing store zone in 40 has a player that drops out for 5 to 20 minutes every 1 to 4 hours.
        const intermittent = state === 'ok' && simulationRandom.chance(1 / 40) ? { cycleMinutes: simulationRandom.int(60, 240), offlineMinutes: simulationRandom.int(5, 20) } : undefined;
        zone(store, { name, state, player, paid: random.chance(0.5), playFrom: random.chance(0.6) ? storeMusic[0] : random.pick(storeMusic), intermittent }, opened - 1);
      }
    });
  }
  return demo;
}
