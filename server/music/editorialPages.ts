// Editorial pages laid out from the catalogue (core.md 3 'Tracks and catalogue': EditorialPage, its
// sections with density, node and tabs): the home page and its named pages, a browse category's page,
// the search landing page, an artist's and a track's page. Every item passes the audience's filter
// (server/music/editorialVisibility.ts); a section with nothing to show is left out.
import { foundRows } from '../loaders';
import { and, arrayContains, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { HOME_PAGES, browsePath, homePageOf } from '../../src/domain/editorial';
import type { CategoryKind } from '../../src/domain/editorial';
import type { RequestContext } from '../context';
import { albums, artists, browseCategories, playlists, playlistTracks, tracks } from '../db/schema';
import { notFound } from '../errors';
import type { EditorialComponent, EditorialSectionKind, SectionDensity } from '../graphql/control/__generated__/types';
import type { AlbumRow, ArtistRow, BrowseCategoryRow, PlaylistRow, TrackRow } from '../loaders';
import { displayOf, requireCatalogueRow, rowOrNull } from './catalogue';
import { audienceKey } from './editorialAgent';
import type { EditorialAudience } from './editorialAgent';
import { visibleAlbums, visibleArtists, visibleCategories, visibleCategoryPlaylists, visiblePlaylists, visibleTracks } from './editorialVisibility';
import { albumTracksLoader, artistAlbumsLoader, playlistStatisticsLoader } from './loaders';
import { browseCategoryLoader } from './search';

/** Items of a section (or a tab). */
export const SECTION_SIZE = 12;
/** Items of a hero section. */
export const HERO_SIZE = 3;
/** Tracks of a track list section. */
export const TRACK_LIST_SIZE = 5;
/** Candidates read for a section before the audience's filter (the filter may leave out most of them). */
const CANDIDATES = 60;

type Tagged<Row, Name extends string> = Row & { __typename: Name };
export interface EditorialCardItem {
  __typename: 'EditorialCard';
  id: string;
  display: ReturnType<typeof displayOf>;
  target: EditorialItem;
}
export interface EditorialLinkItem {
  __typename: 'EditorialLink';
  id: string;
  display: ReturnType<typeof displayOf>;
  path: string;
}
export type EditorialItem =
  | Tagged<PlaylistRow, 'Playlist'>
  | Tagged<AlbumRow, 'Album'>
  | Tagged<ArtistRow, 'Artist'>
  | Tagged<TrackRow, 'Track'>
  | Tagged<BrowseCategoryRow, 'BrowseCategory'>
  | EditorialCardItem
  | EditorialLinkItem;

export interface Tab {
  id: string;
  title: string;
  items: EditorialItem[];
}
export interface Section {
  id: string;
  kind: EditorialSectionKind;
  density: SectionDensity;
  node: { title: string; description: string | null; component: EditorialComponent };
  tabs: Tab[];
  items: EditorialItem[];
}
interface PageBase {
  id: string;
  title: string;
  sections: Section[];
}
export type EditorialPageValue =
  | (PageBase & { __typename: 'HomePage' })
  | (PageBase & { __typename: 'SearchPage' })
  | (PageBase & { __typename: 'BrowsePage'; headerImage: ReturnType<typeof displayOf>['image']; browseCategory: BrowseCategoryRow })
  | (PageBase & { __typename: 'ArtistPage'; artist: ArtistRow })
  | (PageBase & { __typename: 'TrackPage'; track: TrackRow });

const tag =
  <Name extends string>(name: Name) =>
  <Row>(row: Row): Tagged<Row, Name> => ({ ...row, __typename: name });

interface SectionOptions {
  title: string;
  description?: string | null;
  component: EditorialComponent;
  density: SectionDensity;
  tabs?: Tab[];
}

/** Lays out a section with an id unique to its page; null when it has nothing to show. */
function sectionOf(pageId: string, kind: EditorialSectionKind, key: string, items: EditorialItem[], options: SectionOptions): Section | null {
  const tabs = options.tabs?.filter((tab) => tab.items.length > 0) ?? [];
  const shown = tabs.length > 0 ? tabs[0]!.items : items;
  if (shown.length === 0) return null;
  return { id: `${pageId}:${key}`, kind, density: options.density, node: { title: options.title, description: options.description ?? null, component: options.component }, tabs, items: shown };
}

const sections = (list: (Section | null)[]) => list.filter((section): section is Section => section !== null);

function categoryLink(context: RequestContext, category: BrowseCategoryRow): EditorialLinkItem {
  return { __typename: 'EditorialLink', id: `link:${category.id}`, path: browsePath(category.id), display: displayOf(context, { title: category.name, color: category.color, image: { kind: 'category', id: category.id } }) };
}

/** An editor's pick: the playlist with its longer description. */
function pickCard(context: RequestContext, pageId: string, playlist: PlaylistRow): EditorialCardItem {
  return {
    __typename: 'EditorialCard',
    id: `${pageId}:pick:${playlist.id}`,
    display: displayOf(context, { title: playlist.name, description: playlist.description ?? playlist.shortDescription, color: playlist.color, image: { kind: 'cover', id: playlist.id } }),
    target: tag('Playlist')(playlist),
  };
}

// --- Catalogue reads -------------------------------------------------------------------------------

export async function allCategories(context: RequestContext): Promise<BrowseCategoryRow[]> {
  const rows = await context.db.select().from(browseCategories).orderBy(asc(browseCategories.position));
  for (const row of rows) browseCategoryLoader(context.loaders).prime(row.id, row);
  return rows;
}

async function catalogueLists(context: RequestContext, options: { stations: boolean; curatedOnly?: boolean }): Promise<PlaylistRow[]> {
  const station = eq(playlists.presentAs, 'STATION');
  return context.db
    .select()
    .from(playlists)
    .where(and(isNull(playlists.ownerAccountId), options.stations ? station : ne(playlists.presentAs, 'STATION'), ...(options.curatedOnly ? [eq(playlists.curated, true)] : [])))
    .orderBy(asc(playlists.name))
    .limit(CANDIDATES);
}

const newestAlbums = (context: RequestContext) => context.db.select().from(albums).orderBy(sql`${albums.releaseDate} DESC NULLS LAST`, asc(albums.id)).limit(CANDIDATES);
const someArtists = (context: RequestContext) => context.db.select().from(artists).orderBy(asc(artists.name)).limit(CANDIDATES);

/** Catalogue playlists with a track by the artist (or with the track), by name. */
async function playlistsWith(context: RequestContext, match: { artistId: string } | { trackId: string }): Promise<PlaylistRow[]> {
  const condition = 'artistId' in match ? arrayContains(tracks.artistIds, [match.artistId]) : eq(tracks.id, match.trackId);
  const rows = await context.db
    .selectDistinct({ id: playlists.id, name: playlists.name })
    .from(playlists)
    .innerJoin(playlistTracks, eq(playlistTracks.playlistId, playlists.id))
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .where(and(isNull(playlists.ownerAccountId), condition))
    .orderBy(asc(playlists.name), asc(playlists.id))
    .limit(CANDIDATES);
  return (await context.loaders.playlist.loadMany(rows.map((row) => row.id))).map(rowOrNull).filter((row) => row !== null);
}

/** Artists of the playlists' tracks, most tracks first (the name breaks ties), leaving out some. */
async function artistsOf(context: RequestContext, lists: readonly PlaylistRow[], except: ReadonlySet<string> = new Set()): Promise<ArtistRow[]> {
  const counts = new Map<string, number>();
  for (const entries of await playlistStatisticsLoader(context.loaders).loadMany(lists.map((list) => list.id))) {
    if (entries instanceof Error) continue;
    for (const track of entries) for (const id of track.artistIds) if (!except.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const rows = foundRows(await context.loaders.artist.loadMany([...counts.keys()]));
  return rows.sort((a, b) => counts.get(b.id)! - counts.get(a.id)! || a.name.localeCompare(b.name));
}

/** Tracks of the playlists, those in most of them first (list order breaks ties). */
async function tracksOf(context: RequestContext, lists: readonly PlaylistRow[]): Promise<TrackRow[]> {
  const counts = new Map<string, number>();
  for (const entries of await playlistStatisticsLoader(context.loaders).loadMany(lists.map((list) => list.id))) {
    if (entries instanceof Error) continue;
    for (const track of entries) counts.set(track.id, (counts.get(track.id) ?? 0) + 1);
  }
  const ranked = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  return foundRows(await context.loaders.track.loadMany(ranked.slice(0, CANDIDATES)));
}

/** An artist's tracks on their own releases, newest release first, in album order. */
async function tracksOfArtist(context: RequestContext, artistId: string): Promise<TrackRow[]> {
  const releases = [...(await artistAlbumsLoader(context.loaders).load(artistId))].sort((a, b) => (b.releaseDate ?? '').localeCompare(a.releaseDate ?? '') || a.id.localeCompare(b.id));
  return (await albumTracksLoader(context.loaders).loadMany(releases.map((album) => album.id))).flatMap((rows) => (rows instanceof Error ? [] : rows));
}

const first = <T>(items: T[], size = SECTION_SIZE) => items.slice(0, size);

// --- Pages -----------------------------------------------------------------------------------------

async function categoryTabs(context: RequestContext, audience: EditorialAudience, categories: BrowseCategoryRow[]): Promise<Tab[]> {
  return Promise.all(categories.map(async (category) => ({ id: category.id, title: category.name, items: first(await visibleCategoryPlaylists(context, audience, category)).map(tag('Playlist')) })));
}

/** The business categories, the audience's own business first. */
const businessFirst = (categories: BrowseCategoryRow[], businessType: string | null) =>
  [...categories].sort((a, b) => Number(b.slug === businessType) - Number(a.slug === businessType));

async function homePage(context: RequestContext, audience: EditorialAudience, name: string | null | undefined): Promise<EditorialPageValue> {
  const definition = homePageOf(name);
  if (!definition) throw notFound('Home page');
  const id = `home:${definition.page ?? ''}:${audienceKey(audience)}`;
  const categories = await visibleCategories(context, audience, await allCategories(context));
  const ofKind = (kind: CategoryKind) => categories.filter((category) => category.type === kind);
  const link = (category: BrowseCategoryRow) => categoryLink(context, category);

  if (definition.kind) {
    const kindCategories = ofKind(definition.kind);
    const perCategory = await Promise.all(
      kindCategories.map(async (category) =>
        sectionOf(id, 'HOME', category.id, first(await visibleCategoryPlaylists(context, audience, category)).map(tag('Playlist')), { title: category.name, component: 'CAROUSEL', density: 'REGULAR' }),
      ),
    );
    return { __typename: 'HomePage', id, title: definition.title, sections: sections([sectionOf(id, 'HOME', 'all', kindCategories.map(link), { title: `All ${definition.title.toLowerCase()}`, component: 'GRID', density: 'COMPACT' }), ...perCategory]) };
  }

  const [picks, stations, releases, someOfArtists, businessTabs] = await Promise.all([
    catalogueLists(context, { stations: false, curatedOnly: true }).then((rows) => visiblePlaylists(context, audience, rows)),
    catalogueLists(context, { stations: true }).then((rows) => visiblePlaylists(context, audience, rows)),
    newestAlbums(context).then((rows) => visibleAlbums(context, audience, rows)),
    someArtists(context).then((rows) => visibleArtists(context, audience, rows)),
    categoryTabs(context, audience, businessFirst(ofKind('business'), audience.businessType)),
  ]);
  const pageTitle = (kind: CategoryKind) => HOME_PAGES.find((page) => page.kind === kind)!.title;
  return {
    __typename: 'HomePage',
    id,
    title: definition.title,
    sections: sections([
      sectionOf(id, 'HOME', 'picks', first(picks, HERO_SIZE).map((playlist) => pickCard(context, id, playlist)), { title: "Editors' picks", component: 'HERO', density: 'LARGE' }),
      sectionOf(id, 'HOME', 'business', [], { title: 'For your business', description: 'Playlists made for the kind of place you run.', component: 'CAROUSEL', density: 'REGULAR', tabs: businessTabs }),
      sectionOf(id, 'HOME', 'genres', ofKind('genre').map(link), { title: pageTitle('genre'), component: 'GRID', density: 'COMPACT' }),
      sectionOf(id, 'HOME', 'moods', ofKind('mood').map(link), { title: pageTitle('mood'), component: 'CAROUSEL', density: 'COMPACT' }),
      sectionOf(id, 'HOME', 'releases', first(releases).map(tag('Album')), { title: 'New releases', component: 'CAROUSEL', density: 'REGULAR' }),
      sectionOf(id, 'HOME', 'stations', first(stations).map(tag('Playlist')), { title: 'Stations', description: 'Music that never runs out.', component: 'CAROUSEL', density: 'REGULAR' }),
      sectionOf(id, 'HOME', 'artists', first(someOfArtists).map(tag('Artist')), { title: 'Artists', component: 'CAROUSEL', density: 'COMPACT' }),
    ]),
  };
}

/** A browse category by its id or its deep-link form (cadence:tag:{shortId}). */
export async function requireCategory(context: RequestContext, id: string): Promise<BrowseCategoryRow> {
  return requireCatalogueRow(context, id, 'BrowseCategory', (key) => browseCategoryLoader(context.loaders).load(key));
}

async function browsePage(context: RequestContext, audience: EditorialAudience, categoryId: string): Promise<EditorialPageValue> {
  const category = await requireCategory(context, categoryId);
  const id = `browse:${category.id}:${audienceKey(audience)}`;
  const lists = await visibleCategoryPlaylists(context, audience, category);
  const isStation = (playlist: PlaylistRow) => playlist.presentAs === 'STATION';
  const siblings = (await allCategories(context)).filter((other) => other.type === category.type && other.id !== category.id);
  const [categoryTracks, categoryArtists, related] = await Promise.all([
    tracksOf(context, lists).then((rows) => visibleTracks(context, audience, rows)),
    artistsOf(context, lists).then((rows) => visibleArtists(context, audience, rows)),
    visibleCategories(context, audience, siblings),
  ]);
  const display = displayOf(context, { title: category.name, color: category.color, image: { kind: 'category', id: category.id } });
  return {
    __typename: 'BrowsePage',
    id,
    title: category.name,
    headerImage: display.image,
    browseCategory: category,
    sections: sections([
      sectionOf(id, 'BROWSE', 'playlists', lists.filter((list) => !isStation(list)).map(tag('Playlist')), { title: 'Playlists', component: 'GRID', density: 'REGULAR' }),
      sectionOf(id, 'BROWSE', 'stations', lists.filter(isStation).map(tag('Playlist')), { title: 'Stations', component: 'GRID', density: 'REGULAR' }),
      sectionOf(id, 'BROWSE', 'tracks', first(categoryTracks, TRACK_LIST_SIZE).map(tag('Track')), { title: 'Popular tracks', component: 'LIST', density: 'COMPACT' }),
      sectionOf(id, 'BROWSE', 'artists', first(categoryArtists).map(tag('Artist')), { title: `Artists in ${category.name}`, component: 'CAROUSEL', density: 'COMPACT' }),
      sectionOf(id, 'BROWSE', 'related', related.map((other) => categoryLink(context, other)), { title: 'More to explore', component: 'GRID', density: 'COMPACT' }),
    ]),
  };
}

async function searchPage(context: RequestContext, audience: EditorialAudience): Promise<EditorialPageValue> {
  const id = `search:${audienceKey(audience)}`;
  const [categories, popular] = await Promise.all([
    allCategories(context).then((rows) => visibleCategories(context, audience, rows)),
    catalogueLists(context, { stations: false, curatedOnly: true }).then((rows) => visiblePlaylists(context, audience, rows)),
  ]);
  const tabs = HOME_PAGES.flatMap((page) => (page.kind ? [{ id: page.kind, title: page.title, items: categories.filter((category) => category.type === page.kind).map((category) => categoryLink(context, category)) }] : []));
  return {
    __typename: 'SearchPage',
    id,
    title: 'Search',
    sections: sections([
      sectionOf(id, 'SEARCH', 'browse', [], { title: 'Browse all', component: 'GRID', density: 'COMPACT', tabs }),
      sectionOf(id, 'SEARCH', 'popular', first(popular).map(tag('Playlist')), { title: 'Popular playlists', component: 'CAROUSEL', density: 'REGULAR' }),
    ]),
  };
}

async function artistPage(context: RequestContext, audience: EditorialAudience, artistId: string): Promise<EditorialPageValue> {
  const artist = await requireCatalogueRow(context, artistId, 'Artist', (key) => context.loaders.artist.load(key));
  if (audience.royaltyFreeOnly && !artist.royaltyFree) throw notFound('Artist');
  const id = `artist:${artist.id}:${audienceKey(audience)}`;
  const [popular, featuredOn] = await Promise.all([tracksOfArtist(context, artist.id).then((rows) => visibleTracks(context, audience, rows)), playlistsWith(context, { artistId: artist.id }).then((rows) => visiblePlaylists(context, audience, rows))]);
  const alike = await visibleArtists(context, audience, first(await artistsOf(context, featuredOn, new Set([artist.id])), CANDIDATES));
  return {
    __typename: 'ArtistPage',
    id,
    title: artist.name,
    artist,
    sections: sections([
      sectionOf(id, 'ARTIST_PAGE', 'popular', first(popular, TRACK_LIST_SIZE).map(tag('Track')), { title: 'Popular tracks', component: 'LIST', density: 'COMPACT' }),
      sectionOf(id, 'ARTIST_PAGE', 'featured', first(featuredOn).map(tag('Playlist')), { title: `Featuring ${artist.name}`, component: 'CAROUSEL', density: 'REGULAR' }),
      sectionOf(id, 'ARTIST_PAGE', 'alike', first(alike).map(tag('Artist')), { title: 'Fans also like', component: 'CAROUSEL', density: 'COMPACT' }),
    ]),
  };
}

async function trackPage(context: RequestContext, audience: EditorialAudience, trackId: string): Promise<EditorialPageValue> {
  const track = await requireCatalogueRow(context, trackId, 'Track', (key) => context.loaders.track.load(key));
  if ((await visibleTracks(context, audience, [track])).length === 0) throw notFound('Track');
  const id = `track:${track.id}:${audienceKey(audience)}`;
  const [album, trackArtists, featuredOn, more] = await Promise.all([
    context.loaders.album.load(track.albumId),
    context.loaders.artist.loadMany(track.artistIds).then((rows) => rows.map(rowOrNull).filter((row) => row !== null)),
    playlistsWith(context, { trackId: track.id }).then((rows) => visiblePlaylists(context, audience, rows)),
    tracksOfArtist(context, track.artistIds[0] ?? '').then((rows) => visibleTracks(context, audience, rows.filter((row) => row.id !== track.id))),
  ]);
  const about: EditorialItem[] = [...(album ? (await visibleAlbums(context, audience, [album])).map(tag('Album')) : []), ...(await visibleArtists(context, audience, trackArtists)).map(tag('Artist'))];
  return {
    __typename: 'TrackPage',
    id,
    title: track.title,
    track,
    sections: sections([
      sectionOf(id, 'TRACK_PAGE', 'about', about, { title: 'Album and artists', component: 'CAROUSEL', density: 'REGULAR' }),
      sectionOf(id, 'TRACK_PAGE', 'featured', first(featuredOn).map(tag('Playlist')), { title: 'Featured on', component: 'CAROUSEL', density: 'REGULAR' }),
      sectionOf(id, 'TRACK_PAGE', 'more', first(more, TRACK_LIST_SIZE).map(tag('Track')), { title: `More by ${trackArtists[0]?.name ?? ''}`.trim(), component: 'LIST', density: 'COMPACT' }),
    ]),
  };
}

export type EditorialPageKind = 'HOME' | 'BROWSE' | 'SEARCH' | 'ARTIST' | 'TRACK';

export function editorialPage(context: RequestContext, audience: EditorialAudience, kind: EditorialPageKind, id: string | null | undefined): Promise<EditorialPageValue> {
  const required = (what: string) => {
    if (!id) throw notFound(what);
    return id;
  };
  switch (kind) {
    case 'HOME':
      return homePage(context, audience, id);
    case 'BROWSE':
      return browsePage(context, audience, required('Browse category'));
    case 'SEARCH':
      return searchPage(context, audience);
    case 'ARTIST':
      return artistPage(context, audience, required('Artist'));
    case 'TRACK':
      return trackPage(context, audience, required('Track'));
  }
}

