// Reading the catalogue for the control API: who may see a playlist, ids in either form, how each kind
// of entity is shown (core.md 3 'Displayable'), and a playlist's tracks and statistics for a market
// (core.md 9 'Market', 'Track filtering').
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { padId, parseDeepLinkId } from '../../src/domain/ids';
import { membershipOf } from '../access/accountAccess';
import { settingsOf } from '../accounts/model';
import type { RequestContext } from '../context';
import { playlistTracks, tracks } from '../db/schema';
import { ANY_MARKET, playsInZone } from '../engine/eligibility';
import { notFound, unauthorized } from '../errors';
import type { AlbumRow, ArtistRow, PlaylistRow, TrackRow } from '../loaders';
import { imageUrlTemplate } from '../media/artwork';
import type { ImageKind } from '../media/artwork';
import { playlistStatisticsLoader } from './loaders';
import { decodeCursor, encodeCursor } from '../graphql/pages';
import type { Page } from '../graphql/pages';

export { ANY_MARKET };

/** The catalogue is for signed-in viewers (users and paired players), as every lookup by id is. */
export function requireViewer(context: RequestContext) {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
}

/** An id in the contract's opaque form, or the product's deep-link form (cadence:track:{shortId}) of that kind. */
export function catalogueId(id: string, kind: 'Track' | 'Album' | 'Artist' | 'BrowseCategory'): string | null {
  const deepLink = parseDeepLinkId(id);
  if (!deepLink) return id;
  return deepLink.kind === kind ? padId(deepLink.shortId) : null;
}

/** Loads a catalogue row by id (either form); 404 when there is none. */
export async function requireCatalogueRow<Row>(context: RequestContext, id: string, kind: 'Track' | 'Album' | 'Artist' | 'BrowseCategory', load: (id: string) => Promise<Row | null>): Promise<Row> {
  requireViewer(context);
  const key = catalogueId(id, kind);
  const row = key ? await load(key) : null;
  if (!row) throw notFound(kind);
  return row;
}

/**
 * A playlist the viewer may see: the catalogue's own (no owning account) to any signed-in viewer, an
 * account's own only to those with access to that account; 404 otherwise, so ids reveal nothing.
 */
export async function requirePlaylist(context: RequestContext, id: string): Promise<PlaylistRow> {
  requireViewer(context);
  const playlist = await context.loaders.playlist.load(id);
  if (!playlist) throw notFound('Playlist');
  if (!(await mayReadPlaylist(context, playlist))) throw notFound('Playlist');
  return playlist;
}

/** Whether the viewer may read a playlist: the catalogue's, or one of an account the viewer is a member of. */
export const mayReadPlaylist = async (context: RequestContext, playlist: PlaylistRow) => !playlist.ownerAccountId || (await membershipOf(context, playlist.ownerAccountId)) !== null;

// --- Display ---------------------------------------------------------------------------------------

/** How an entity is shown: its artwork from the generated-artwork service, placeheld by its colour. */
export function displayOf(context: RequestContext, options: { title: string; description?: string | null; color: string; image: { kind: ImageKind; id: string } }) {
  const url = `${context.config.publicOrigin}${imageUrlTemplate(options.image.kind, options.image.id)}`;
  return {
    title: options.title,
    description: options.description ?? null,
    colors: { primary: { hex: options.color }, secondary: null },
    // `sized` is resolved from the template by Image.sized (server/accounts/graphql.ts).
    image: { url, placeholder: options.color, sized: '' },
  };
}

const artistNames = (artists: (ArtistRow | null)[]) => artists.flatMap((artist) => (artist ? [artist.name] : [])).join(', ');

export async function trackDisplay(context: RequestContext, track: TrackRow) {
  const [album, artists] = await Promise.all([context.loaders.album.load(track.albumId), context.loaders.artist.loadMany(track.artistIds)]);
  // A track shows its album's cover, as every player does.
  return displayOf(context, { title: track.title, description: artistNames(artists.map(rowOrNull)), color: album?.color ?? '#000000', image: { kind: 'cover', id: track.albumId } });
}

export async function albumDisplay(context: RequestContext, album: AlbumRow) {
  const artist = await context.loaders.artist.load(album.artistId);
  return displayOf(context, { title: album.title, description: artistNames([artist]), color: album.color, image: { kind: 'cover', id: album.id } });
}

// Artists are shown round with their initials, which their artwork subject carries (server/media/subjects.ts).
export const artistDisplay = (context: RequestContext, artist: ArtistRow) => displayOf(context, { title: artist.name, color: artist.color, image: { kind: 'avatar', id: artist.id } });

export const playlistDisplay = (context: RequestContext, playlist: PlaylistRow) =>
  displayOf(context, { title: playlist.name, description: playlist.shortDescription, color: playlist.color, image: { kind: 'cover', id: playlist.id } });

/** A row of `loadMany`, or null for a key without one (or that failed). */
export const rowOrNull = <Row>(row: Row | Error | null): Row | null => (row instanceof Error ? null : row);

// --- Tracks ----------------------------------------------------------------------------------------

/** Where the server renders a track's 30 s preview (DECISIONS.md 'Audio'); the engine serves the route. */
export const previewUrl = (context: RequestContext, trackId: string) => `${context.config.publicOrigin}/media/tracks/${encodeURIComponent(trackId)}/preview`;

/**
 * Whether a playlist's explicit tracks are hidden (core.md 9 'Track filtering'): the playlist overrides
 * explicit off, or its owning account filters explicit content. A catalogue playlist has no account to
 * follow, so only its own override counts.
 */
export async function hidesExplicit(context: RequestContext, playlist: PlaylistRow): Promise<boolean> {
  if (playlist.allowExplicit === false) return true;
  if (!playlist.ownerAccountId) return false;
  const owner = await context.loaders.account.load(playlist.ownerAccountId);
  return !!owner && settingsOf(owner).filter_explicit;
}

/**
 * A page of a playlist's tracks in list order. Tracks the filter hides are left out; tracks unavailable
 * in the market are kept (the client asks `isAvailable(market)` to flag them).
 */
export async function playlistTrackPage(context: RequestContext, playlist: PlaylistRow, args: { first: number; after?: string | null }) {
  const shown = [eq(playlistTracks.playlistId, playlist.id)];
  if (await hidesExplicit(context, playlist)) shown.push(eq(tracks.explicit, false));
  const after = args.after ? (decodeCursor(args.after, ['number'])[0] as number) : null;
  const totalQuery = context.db.select({ total: count() }).from(playlistTracks).innerJoin(tracks, eq(tracks.id, playlistTracks.trackId)).where(and(...shown));
  const rowsQuery =
    args.first > 0
      ? context.db
          .select({ entry: playlistTracks, track: tracks })
          .from(playlistTracks)
          .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
          .where(and(...shown, ...(after === null ? [] : [gt(playlistTracks.position, after)])))
          .orderBy(asc(playlistTracks.position))
          .limit(args.first + 1)
      : Promise.resolve([]);
  const [[totals], rows] = await Promise.all([totalQuery, rowsQuery]);
  const items = rows.slice(0, args.first);
  for (const { track } of items) context.loaders.track.prime(track.id, track);
  const page: Page<(typeof items)[number]> = {
    items,
    cursors: items.map(({ entry }) => encodeCursor([entry.position])),
    total: totals?.total ?? 0,
    hasNextPage: rows.length > args.first,
    hasPreviousPage: after !== null,
  };
  return page;
}

/**
 * A playlist's statistics in a market: every track of the list counts in total, totalDuration and
 * explicit; playable and playableDuration count those that would play there (available in the market,
 * not hidden by the explicit filter, with a length), by the rule the playback engine plays by.
 */
export async function trackStatistics(context: RequestContext, playlist: PlaylistRow, market: string) {
  const [entries, hideExplicit] = await Promise.all([playlistStatisticsLoader(context.loaders).load(playlist.id), hidesExplicit(context, playlist)]);
  const rules = { market, blockedTrackIds: new Set<string>(), filterExplicit: hideExplicit, sourceAllowsExplicit: playlist.allowExplicit };
  const statistics = { total: 0, totalDuration: 0, playable: 0, playableDuration: 0, explicit: 0 };
  for (const track of entries) {
    statistics.total++;
    statistics.totalDuration += track.durationMs;
    if (track.explicit) statistics.explicit++;
    if (playsInZone(track, rules)) {
      statistics.playable++;
      statistics.playableDuration += track.durationMs;
    }
  }
  return statistics;
}
