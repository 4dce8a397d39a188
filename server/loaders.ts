// DataLoaders: every lookup by key within one request (or one delivered event) is batched into a
// single statement, so a page of 50 zones costs the same few queries as one zone.
import DataLoader from 'dataloader';
import { and, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import type { browseCategories} from './db/schema';
import { accounts, acls, albums, artists, devices, locations, playlists, soundZones, tracks, users } from './db/schema';

/** The rows `loadMany` found, in key order: keys without a row (or whose load failed) are left out. */
export const foundRows = <Row>(rows: readonly (Row | Error | null)[]): Row[] => rows.filter((row): row is Row => row !== null && !(row instanceof Error));

/** Loads rows by a key column, answering null for keys without a row. */
export function rowsByKey<Row extends Record<string, unknown>>(db: Db, table: PgTable, column: AnyPgColumn, key: keyof Row & string) {
  return new DataLoader<string, Row | null>(async (keys) => {
    const rows = (await db.select().from(table as never).where(inArray(column, [...keys]))) as Row[];
    const byKey = new Map(rows.map((row) => [row[key] as string, row]));
    return keys.map((k) => byKey.get(k) ?? null);
  });
}

export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type AclRow = typeof acls.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;
export type SoundZoneRow = typeof soundZones.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
export type AlbumRow = typeof albums.$inferSelect;
export type ArtistRow = typeof artists.$inferSelect;
export type PlaylistRow = typeof playlists.$inferSelect;
export type BrowseCategoryRow = typeof browseCategories.$inferSelect;

export class Loaders {
  readonly user;
  readonly account;
  readonly location;
  readonly soundZone;
  readonly device;
  readonly track;
  readonly album;
  readonly artist;
  readonly playlist;
  /** The membership row of a user on an account, keyed `${userId}:${accountId}`. */
  readonly acl;

  private readonly extra = new Map<string, unknown>();

  /** A loader an area defines in its own module, made once per Loaders: `loaders.memo('zoneErrors', makeZoneErrorsLoader)`. */
  memo<T>(name: string, create: (db: Db) => T): T {
    if (!this.extra.has(name)) this.extra.set(name, create(this.db));
    return this.extra.get(name) as T;
  }

  constructor(readonly db: Db) {
    this.user = rowsByKey<UserRow>(db, users, users.id, 'id');
    this.account = rowsByKey<AccountRow>(db, accounts, accounts.id, 'id');
    this.location = rowsByKey<LocationRow>(db, locations, locations.id, 'id');
    this.soundZone = rowsByKey<SoundZoneRow>(db, soundZones, soundZones.id, 'id');
    this.device = rowsByKey<DeviceRow>(db, devices, devices.id, 'id');
    this.track = rowsByKey<TrackRow>(db, tracks, tracks.id, 'id');
    this.album = rowsByKey<AlbumRow>(db, albums, albums.id, 'id');
    this.artist = rowsByKey<ArtistRow>(db, artists, artists.id, 'id');
    this.playlist = rowsByKey<PlaylistRow>(db, playlists, playlists.id, 'id');
    this.acl = new DataLoader<string, AclRow | null>(async (keys) => {
      const pairs = keys.map((k) => k.split(':') as [string, string]);
      const rows = await db
        .select()
        .from(acls)
        .where(and(inArray(acls.userId, [...new Set(pairs.map(([u]) => u))]), inArray(acls.accountId, [...new Set(pairs.map(([, a]) => a))])));
      const byKey = new Map(rows.map((row) => [`${row.userId}:${row.accountId}`, row]));
      return keys.map((k) => byKey.get(k) ?? null);
    });
  }
}
