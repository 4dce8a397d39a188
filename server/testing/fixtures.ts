// Rows for server tests: a user with a password, an account with a membership, locations, zones,
// devices, tracks and playlists, inserted directly so a test states only what it needs.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { decodeId } from '../../src/domain/ids';
import { accounts, acls, albums, artists, devices, locations, playlistTracks, playlists, soundZones, tracks, users } from '../db/schema';
import type { TokenService } from '../auth/tokens';

export const TEST_PASSWORD = 'cadence-test';

/** One hash for every fixture user: hashing is deliberately slow. */
let passwordHash: Promise<string> | null = null;

type Flags = { owner?: boolean; admin?: boolean; finance?: boolean; contact?: boolean; locationIds?: string[] };

export function fixtures(db: Db, tokens?: TokenService) {
  const parentOf = (id: string) => decodeId(id) ?? [];

  return {
    async user(values: Partial<typeof users.$inferInsert> = {}) {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const id = await newId(db, 'User');
      const [row] = await db
        .insert(users)
        .values({ id, name: 'Test User', email: `user-${id.slice(0, 10).toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@cadence.test`, passwordHash: await passwordHash, emailVerified: true, ...values })
        .returning();
      return row!;
    },

    async account(values: Partial<typeof accounts.$inferInsert> = {}) {
      const id = await newId(db, 'Account');
      const [row] = await db
        .insert(accounts)
        .values({ id, businessName: 'Test Business', address: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', isoCountry: 'SE', ...values })
        .returning();
      return row!;
    },

    async membership(accountId: string, userId: string, flags: Flags = { owner: true, admin: true, finance: true, contact: true }) {
      const id = await newId(db, 'Acl', parentOf(accountId));
      const [row] = await db.insert(acls).values({ id, accountId, userId, ...flags }).returning();
      return row!;
    },

    async location(accountId: string, values: Partial<typeof locations.$inferInsert> = {}) {
      const id = await newId(db, 'Location', parentOf(accountId));
      const [row] = await db
        .insert(locations)
        .values({ id, accountId, name: 'Test Location', address: 'Götgatan 1', city: 'Stockholm', postalCode: '118 46', isoCountry: 'SE', timezone: 'Europe/Stockholm', ...values })
        .returning();
      return row!;
    },

    async soundZone(locationId: string, values: Partial<typeof soundZones.$inferInsert> = {}) {
      const location = parentOf(locationId);
      const accountId = (await db.query.locations.findFirst({ where: (l, { eq }) => eq(l.id, locationId) }))!.accountId;
      const id = await newId(db, 'SoundZone', location);
      const [row] = await db
        .insert(soundZones)
        .values({ id, accountId, locationId, name: 'Test Zone', paidUntil: new Date('2027-12-31T00:00:00Z'), ...values })
        .returning();
      return row!;
    },

    /** A device paired to the zone (the zone gets device_id and set_up_at). */
    async pairedDevice(soundZoneId: string, values: Partial<typeof devices.$inferInsert> = {}) {
      const id = await newId(db, 'Device');
      const [row] = await db
        .insert(devices)
        .values({ id, name: 'Test Player', kind: 'desktop', deviceType: 'desktop', platform: 'MACOS', pairingMode: 'soft', soundZoneId, online: true, softwareVersion: 'cadence-12.4-macos', ...values })
        .returning();
      const { eq } = await import('drizzle-orm');
      await db.update(soundZones).set({ deviceId: id, setUpAt: new Date() }).where(eq(soundZones.id, soundZoneId));
      return row!;
    },

    /** An access token for a user or device, signed by the server under test. */
    async token(subject: string, typ: 'user' | 'interactive_device' = 'user') {
      if (!tokens) throw new Error('fixtures(db, tokens) needs the token service to sign tokens');
      return (await tokens.issueAccessToken(subject, typ)).token;
    },

    /** Tracks on one new artist's album, three minutes long and open to any market unless said. */
    async tracks(specs: readonly { title: string; minutes?: number; explicit?: boolean; markets?: string[]; tags?: string[] }[]) {
      const artistId = await newId(db, 'Artist');
      await db.insert(artists).values({ id: artistId, name: 'Test Artist', color: '#336699' });
      const albumId = await newId(db, 'Album');
      await db.insert(albums).values({ id: albumId, title: 'Test Album', albumType: 'album', artistId, color: '#336699' });
      const rows = [];
      for (const [index, spec] of specs.entries()) {
        const values = { title: spec.title, albumId, artistIds: [artistId], durationMs: (spec.minutes ?? 3) * 60_000, explicit: spec.explicit ?? false, trackNumber: index + 1, availableMarkets: spec.markets ?? ['ZZ'], tags: spec.tags ?? [] };
        rows.push((await db.insert(tracks).values({ id: await newId(db, 'Track'), ...values }).returning())[0]!);
      }
      return rows;
    },

    /** A playlist of the tracks in order: the catalogue's (linear) unless values say otherwise. */
    async playlist(trackIds: readonly string[], values: Partial<typeof playlists.$inferInsert> = {}) {
      const id = await newId(db, 'Playlist', values.ownerAccountId ? parentOf(values.ownerAccountId) : []);
      const [row] = await db
        .insert(playlists)
        .values({ id, name: 'Test Playlist', composerType: 'MANUAL', color: '#336699', snapshot: 's1', playbackMode: 'linear', ...values })
        .returning();
      if (trackIds.length > 0) await db.insert(playlistTracks).values(trackIds.map((trackId, position) => ({ playlistId: id, position, trackId })));
      return row!;
    },

    /** An account with an owner, one location and one zone: the smallest useful world. */
    async world(flags?: Flags) {
      const user = await this.user();
      const account = await this.account();
      const membership = await this.membership(account.id, user.id, flags);
      const location = await this.location(account.id);
      const zone = await this.soundZone(location.id);
      return { user, account, membership, location, zone, token: tokens ? await this.token(user.id) : '' };
    },
  };
}
