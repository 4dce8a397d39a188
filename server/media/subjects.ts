// What an artwork id names: the colour of a playlist, album, track's album, artist or browse category,
// and the business name of an account for its logo. Ids are the contract's opaque ids or the
// product's deep-link form (cadence:album:{id}, cadence:tag:{slug}).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, albums, artists, browseCategories, playlists, tracks } from '../db/schema';
import { decodeId, kindOfId, padId, parseDeepLinkId } from '../../src/domain/ids';
import type { ArtworkSubject } from './artwork';

export interface FoundSubject {
  subject: ArtworkSubject;
  /** The picture may change (a renamed business shows new initials); otherwise it never does. */
  changes: boolean;
}

const NOTHING: FoundSubject = { subject: {}, changes: false };

type Lookup = (db: Db, id: string) => Promise<ArtworkSubject | undefined>;

/** The catalogue's colours by kind of id; none of them changes once written. */
const CATALOGUE: Record<string, Lookup> = {
  Playlist: async (db, id) => (await db.select({ color: playlists.color }).from(playlists).where(eq(playlists.id, id)))[0],
  Album: async (db, id) => (await db.select({ color: albums.color }).from(albums).where(eq(albums.id, id)))[0],
  Track: async (db, id) => (await db.select({ color: albums.color }).from(tracks).innerJoin(albums, eq(albums.id, tracks.albumId)).where(eq(tracks.id, id)))[0],
  Artist: async (db, id) => (await db.select({ color: artists.color, name: artists.name }).from(artists).where(eq(artists.id, id)))[0],
  BrowseCategory: async (db, id) => (await db.select({ color: browseCategories.color }).from(browseCategories).where(eq(browseCategories.id, id)))[0],
};

const categoryBySlug: Lookup = async (db, slug) => (await db.select({ color: browseCategories.color }).from(browseCategories).where(eq(browseCategories.slug, slug)))[0];

/** An account's business name; an account may be renamed, so its logo may change. */
async function accountSubject(db: Db, id: string): Promise<FoundSubject> {
  const [account] = await db.select({ name: accounts.businessName }).from(accounts).where(eq(accounts.id, id));
  return { subject: account ?? {}, changes: true };
}

async function catalogueSubject(db: Db, id: string): Promise<FoundSubject> {
  const lookup = CATALOGUE[kindOfId(id) ?? ''];
  return { subject: (lookup && (await lookup(db, id))) ?? {}, changes: false };
}

/**
 * The subject of an artwork id. A user's avatar shows no initials: image URLs are public, and a
 * person's name is not the URL's to tell; an account's logo shows its business's initials.
 */
export async function findArtworkSubject(db: Db, id: string): Promise<FoundSubject> {
  const deepLink = parseDeepLinkId(id);
  if (deepLink?.kind === 'BrowseCategory') return { subject: (await categoryBySlug(db, deepLink.shortId)) ?? {}, changes: false };
  if (deepLink) return decodeId(padId(deepLink.shortId)) ? catalogueSubject(db, padId(deepLink.shortId)) : NOTHING;
  // The provider's own accounts have plain string ids (cadence-direct-se).
  if (!decodeId(id) || kindOfId(id) === 'Account') return accountSubject(db, id);
  return catalogueSubject(db, id);
}
