// What of the catalogue an editorial audience is shown (core.md 9 'Market', 'Track filtering'): music
// that has something to play in its market once explicit tracks are left out where the account filters
// them, the catalogue's own playlists only, and for a royalty-free account only the royalty-free
// artists' music.
import type { RequestContext } from '../context';
import { playsInZone } from '../engine/eligibility';
import { notFound } from '../errors';
import type { EditorialAgentInput } from '../graphql/control/__generated__/types';
import type { AlbumRow, ArtistRow, BrowseCategoryRow, PlaylistRow, TrackRow } from '../loaders';
import { rowOrNull } from './catalogue';
import { editorialAudience } from './editorialAgent';
import type { EditorialAudience } from './editorialAgent';
import { albumTracksLoader, artistAlbumsLoader, categoryPlaylistsLoader, playlistStatisticsLoader } from './loaders';
import type { StatisticsTrack } from './loaders';

const NO_BLOCKS: ReadonlySet<string> = new Set();

const plays = (audience: EditorialAudience, track: StatisticsTrack, sourceAllowsExplicit: boolean | null = null) =>
  playsInZone(track, { market: audience.market, blockedTrackIds: NO_BLOCKS, filterExplicit: audience.hideExplicit, sourceAllowsExplicit });

async function allRoyaltyFree(context: RequestContext, artistIds: readonly string[]): Promise<boolean> {
  const artists = (await context.loaders.artist.loadMany([...new Set(artistIds)])).map(rowOrNull);
  return artists.every((artist) => artist?.royaltyFree === true);
}

/**
 * The 'royalty-free' condition of the album and artist pages (core.md 2 'Discover and search'): the
 * viewer's account (the agent's, or a player's zone account) on the royalty-free plan is shown only the
 * royalty-free artists' music, so another artist's album or the artist is not found for it, as an id
 * that does not exist is not.
 */
export async function requireRoyaltyFreeCondition(context: RequestContext, agent: EditorialAgentInput | null | undefined, artistIds: readonly string[], kind: 'Album' | 'Artist') {
  const audience = await editorialAudience(context, agent);
  if (audience.royaltyFreeOnly && !(await allRoyaltyFree(context, artistIds))) throw notFound(kind);
}

/** Keeps the items a test passes, in their order. */
async function keep<T>(items: readonly T[], shown: (item: T) => Promise<boolean>): Promise<T[]> {
  const verdicts = await Promise.all(items.map(shown));
  return items.filter((_item, i) => verdicts[i]);
}

export const visibleTracks = (context: RequestContext, audience: EditorialAudience, tracks: readonly TrackRow[]) =>
  keep(tracks, async (track) => plays(audience, track) && (!audience.royaltyFreeOnly || (await allRoyaltyFree(context, track.artistIds))));

export const visibleAlbums = (context: RequestContext, audience: EditorialAudience, albums: readonly AlbumRow[]) =>
  keep(albums, async (album) => {
    if (audience.royaltyFreeOnly && !(await allRoyaltyFree(context, [album.artistId]))) return false;
    return (await albumTracksLoader(context.loaders).load(album.id)).some((track) => plays(audience, track));
  });

export const visibleArtists = (context: RequestContext, audience: EditorialAudience, artists: readonly ArtistRow[]) =>
  keep(artists, async (artist) => {
    if (audience.royaltyFreeOnly && !artist.royaltyFree) return false;
    return (await visibleAlbums(context, audience, await artistAlbumsLoader(context.loaders).load(artist.id))).length > 0;
  });

export const visiblePlaylists = (context: RequestContext, audience: EditorialAudience, playlists: readonly PlaylistRow[]) =>
  keep(playlists, async (playlist) => {
    if (playlist.ownerAccountId) return false;
    const entries = await playlistStatisticsLoader(context.loaders).load(playlist.id);
    if (!entries.some((track) => plays(audience, track, playlist.allowExplicit))) return false;
    return !audience.royaltyFreeOnly || allRoyaltyFree(context, entries.flatMap((track) => track.artistIds));
  });

/** A category's playlists the audience is shown, in the category's order. */
export async function visibleCategoryPlaylists(context: RequestContext, audience: EditorialAudience, category: BrowseCategoryRow): Promise<PlaylistRow[]> {
  const rows = await categoryPlaylistsLoader(context.loaders).load(category.id);
  return visiblePlaylists(
    context,
    audience,
    rows.map((row) => row.playlist),
  );
}

/** Categories with something to show the audience. */
export const visibleCategories = (context: RequestContext, audience: EditorialAudience, categories: readonly BrowseCategoryRow[]) =>
  keep(categories, async (category) => (await visibleCategoryPlaylists(context, audience, category)).length > 0);
