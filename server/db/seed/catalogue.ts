// The music catalogue of the demo: made-up artists with albums and tracks, curated playlists and
// stations, and browse categories, built in memory from word lists and a seeded random generator.
import type { Random } from './random';
import type { SeedIds } from './ids';
import type { albums, artists, browseCategories, categoryPlaylists, curators, playlists, playlistTracks, tracks } from '../schema';
import {
  ADJECTIVES,
  BROWSE_CATEGORIES,
  COLORS,
  CURATORS,
  ENSEMBLES,
  ERA_TAGS,
  FIRST_NAMES,
  GENRES,
  LAST_NAMES,
  LIBRARY_PREFIXES,
  NOUNS,
  PLACES,
  PLAYLIST_THEMES,
  PLURAL_NOUNS,
  PREPOSITIONS,
  TAG_GROUP_TITLES,
  TIMES,
  VERBS,
  genreBySlug,
  tagTitle,
} from './words';
import type { Genre, PlaylistTheme } from './words';

type ArtistRow = typeof artists.$inferInsert;
type AlbumRow = typeof albums.$inferInsert;
type TrackRow = typeof tracks.$inferInsert;
type PlaylistRow = typeof playlists.$inferInsert;
type PlaylistTrackRow = typeof playlistTracks.$inferInsert;
type CuratorRow = typeof curators.$inferInsert;
type CategoryRow = typeof browseCategories.$inferInsert;
type CategoryPlaylistRow = typeof categoryPlaylists.$inferInsert;

/** The provider's own account in Sweden; the catalogue's editorial curators belong to it. */
export const PROVIDER_ACCOUNT_SE = 'cadence-direct-se';

/** Countries the catalogue is licensed in (a track available "worldwide" lists all of them). */
export const MARKETS = [
  'SE', 'NO', 'DK', 'FI', 'IS', 'DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'ES', 'PT', 'IT', 'IE', 'GB', 'PL', 'CZ', 'EE',
  'LV', 'LT', 'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'AU', 'NZ', 'JP', 'SG', 'HK', 'MY', 'AE', 'ZA',
];

/** Minimum and maximum tracks of a catalogue playlist. */
export const PLAYLIST_TRACKS = { min: 20, max: 120 } as const;

const ARTIST_COUNT = 52;
const ROYALTY_FREE_ARTIST_COUNT = 8;
const MIN_ALBUMS = 220;
const MIN_TRACKS = 2_100;
const ROYALTY_FREE_GENRES = ['chillout', 'electronic', 'piano', 'acoustic', 'indie-pop'];
const CLASSICAL_FORMS = ['Nocturne', 'Étude', 'Prelude', 'Sonatina', 'Waltz', 'Romance', 'Serenade', 'Impromptu', 'Berceuse'];
const KEYS = ['C major', 'A minor', 'E-flat major', 'F-sharp minor', 'D major', 'G minor', 'B-flat major', 'E minor'];

export interface Catalogue {
  artists: ArtistRow[];
  albums: AlbumRow[];
  tracks: TrackRow[];
  curators: CuratorRow[];
  playlists: PlaylistRow[];
  playlistTracks: PlaylistTrackRow[];
  categories: CategoryRow[];
  categoryPlaylists: CategoryPlaylistRow[];
}

interface SeedArtist {
  row: ArtistRow;
  genre: Genre;
  firstYear: number;
}

const DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYYMMDDHHmmss' in UTC (the compact timestamp of core.md 9). */
export function compactTimestamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** Version string of a playlist's track list, as the contract shows it: snap-{compact timestamp}-{revision}. */
export function snapshotOf(updatedAt: Date, revision: number): string {
  return `snap-${compactTimestamp(updatedAt)}-${revision}`;
}

function decadeTag(year: number): string {
  return `${String(year).slice(2, 3)}0s`;
}

/** A name from the generator that is not taken yet. */
function unique(taken: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const name = make();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error('Word lists too small for the names asked for');
}

function artistName(random: Random, royaltyFree: boolean): string {
  if (royaltyFree) return `${random.pick(LIBRARY_PREFIXES)} ${random.pick(NOUNS)}`;
  return random.weighted<() => string>([
    [() => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, 30],
    [() => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(ENSEMBLES)}`, 15],
    [() => `The ${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`, 25],
    [() => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`, 15],
    [() => `${random.pick(NOUNS)} & ${random.pick(NOUNS)}`, 15],
  ])();
}

function trackTitle(random: Random, genre: Genre): string {
  if (genre.slug === 'classical' || (genre.slug === 'piano' && random.chance(0.5))) {
    return `${random.pick(CLASSICAL_FORMS)} No. ${random.int(1, 12)} in ${random.pick(KEYS)}`;
  }
  return random.weighted<() => string>([
    [() => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`, 30],
    [() => `${random.pick(VERBS)} ${random.pick(PREPOSITIONS)} the ${random.pick(NOUNS)}`, 20],
    [() => `${random.pick(NOUNS)} in ${random.pick(PLACES)}`, 12],
    [() => `Song for ${random.pick(FIRST_NAMES)}`, 8],
    [() => `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`, 15],
    [() => `${random.pick(NOUNS)} & ${random.pick(NOUNS)}`, 8],
    [() => `Little ${random.pick(NOUNS)}`, 7],
  ])();
}

function albumTitle(random: Random, type: string, artist: string, year: number): string {
  if (type === 'compilation') {
    return random.weighted<() => string>([
      [() => `The Essential ${artist}`, 1],
      [() => `Collected ${random.pick(PLURAL_NOUNS)}`, 1],
      [() => `${artist}: Best of ${year - random.int(8, 15)}–${year}`, 1],
      [() => `${random.pick(PLACES)} Sessions`, 1],
    ])();
  }
  return random.weighted<() => string>([
    [() => `${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`, 25],
    [() => `${random.pick(NOUNS)} Sessions`, 10],
    [() => `Songs for ${random.pick(TIMES)}`, 12],
    [() => `Live in ${random.pick(PLACES)}`, 8],
    [() => `Letters from ${random.pick(PLACES)}`, 10],
    [() => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`, 25],
    [() => random.pick(PLACES), 10],
  ])();
}

/** Durations of 2 to 6 minutes, most between 3 and 4½. */
function durationMs(random: Random): number {
  const u = (random.next() + random.next() + random.next()) / 3;
  return 120_000 + Math.floor(Math.pow(u, 1.15) * 240_000);
}

/** Markets of a release: mostly worldwide, some limited to a few countries, some not in Sweden. */
function releaseMarkets(random: Random): string[] {
  return random.weighted<() => string[]>([
    [() => [...MARKETS], 80],
    [() => random.sample(MARKETS, random.int(1, 5)).sort(), 12],
    [() => MARKETS.filter((m) => m !== 'SE'), 8],
  ])();
}

function releaseDate(random: Random, year: number, now: Date): string {
  const date = new Date(Date.UTC(year, random.int(0, 11), random.int(1, 28)));
  const latest = daysBefore(now, 7);
  return (date > latest ? latest : date).toISOString().slice(0, 10);
}

function buildArtists(random: Random, ids: SeedIds, nowYear: number): SeedArtist[] {
  const taken = new Set<string>();
  const result: SeedArtist[] = [];
  for (let i = 0; i < ARTIST_COUNT + ROYALTY_FREE_ARTIST_COUNT; i++) {
    const royaltyFree = i >= ARTIST_COUNT;
    // Spread the genres evenly first, then at random, so every genre has several artists.
    const genre = royaltyFree ? genreBySlug.get(ROYALTY_FREE_GENRES[i % ROYALTY_FREE_GENRES.length]!)! : i < GENRES.length * 3 ? GENRES[i % GENRES.length]! : random.pick(GENRES);
    const firstYear = random.weighted<number>([
      [random.int(1976, 1989), 25],
      [random.int(1990, 2004), 30],
      [random.int(2005, nowYear - 3), 45],
    ]);
    const row: ArtistRow = { id: ids.next('Artist'), name: unique(taken, () => artistName(random, royaltyFree)), color: random.pick(COLORS), royaltyFree };
    result.push({ row, genre, firstYear: royaltyFree ? Math.max(firstYear, 2012) : firstYear });
  }
  return result;
}

function buildReleases(random: Random, ids: SeedIds, seedArtists: SeedArtist[], now: Date) {
  const albumRows: AlbumRow[] = [];
  const trackRows: TrackRow[] = [];
  const nowYear = now.getUTCFullYear();

  const addRelease = (artist: SeedArtist) => {
    const type = random.weighted<string>([
      ['album', 55],
      ['single', 33],
      ['compilation', 12],
    ]);
    const year = random.int(artist.firstYear, nowYear);
    const album: AlbumRow = {
      id: ids.next('Album'),
      title: '',
      albumType: type,
      artistId: artist.row.id,
      releaseDate: releaseDate(random, year, now),
      color: random.pick(COLORS),
    };
    const count = type === 'single' ? random.int(1, 3) : type === 'album' ? random.int(8, 13) : random.int(14, 22);
    const markets = releaseMarkets(random);
    const titles = new Set<string>();
    for (let i = 0; i < count; i++) {
      // Long compilations come on two discs.
      const disc = type === 'compilation' && count > 16 && i >= Math.ceil(count / 2) ? 2 : 1;
      const vocal = !random.chance(artist.genre.instrumental);
      const featured = vocal && random.chance(0.06) ? random.pick(seedArtists.filter((a) => a !== artist && a.row.royaltyFree === artist.row.royaltyFree)) : null;
      const moods = random.sample(artist.genre.moods, random.int(1, 2));
      trackRows.push({
        id: ids.next('Track'),
        title: unique(titles, () => trackTitle(random, artist.genre)),
        albumId: album.id!,
        artistIds: featured ? [artist.row.id!, featured.row.id!] : [artist.row.id!],
        durationMs: durationMs(random),
        explicit: vocal && !artist.row.royaltyFree && random.chance(0.19),
        discNumber: disc,
        trackNumber: disc === 1 ? i + 1 : i + 1 - Math.ceil(count / 2),
        // A few tracks of a worldwide release are not licensed in Sweden.
        availableMarkets: markets.length === MARKETS.length && random.chance(0.03) ? markets.filter((m) => m !== 'SE') : markets,
        tags: [artist.genre.slug, ...moods, random.pick(artist.genre.tempos), vocal ? 'vocal' : 'instrumental', decadeTag(year)],
      });
    }
    album.title = type === 'single' ? trackRows[trackRows.length - count]!.title : albumTitle(random, type, artist.row.name!, year);
    albumRows.push(album);
  };

  for (const artist of seedArtists) {
    for (let i = random.int(3, 4); i > 0; i--) addRelease(artist);
  }
  while (albumRows.length < MIN_ALBUMS || trackRows.length < MIN_TRACKS) addRelease(random.pick(seedArtists));
  return { albumRows, trackRows };
}

function buildCurators(ids: SeedIds): CuratorRow[] {
  return CURATORS.map((name) => ({ id: ids.next('Curator'), accountId: PROVIDER_ACCOUNT_SE, name }));
}

/** Tracks of a theme: those with any of its tags, drawn at random; topped up from the eligible rest when too few match. */
function themeTracks(random: Random, theme: PlaylistTheme, eligible: TrackRow[], count: number): TrackRow[] {
  const matching = eligible.filter((t) => t.tags!.some((tag) => theme.tags.includes(tag)));
  const chosen = random.sample(matching, count);
  if (chosen.length < count) chosen.push(...random.sample(eligible.filter((t) => !chosen.includes(t)), count - chosen.length));
  return chosen;
}

/** Genre names of the tracks, most frequent first, the theme's own genres leading. */
function genresOf(theme: PlaylistTheme, list: TrackRow[]): string[] {
  const counts = new Map<string, number>();
  for (const track of list) {
    const genre = genreBySlug.get(track.tags![0]!);
    if (genre) counts.set(genre.name, (counts.get(genre.name) ?? 0) + 1);
  }
  const own = theme.tags.filter((t) => genreBySlug.has(t)).map(tagTitle);
  const frequent = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
  return [...new Set([...own, ...frequent])].slice(0, 6);
}

interface PlaylistComposer {
  composerType: string;
  composer: Record<string, unknown>;
  curatorId: string;
  curated: boolean;
}

function composerOf(random: Random, ids: SeedIds, theme: PlaylistTheme, curatorRows: CuratorRow[]): PlaylistComposer {
  const id = ids.next('Composer');
  if (!theme.station) {
    const curator = random.pick(curatorRows);
    return { composerType: 'CURATOR', composer: { id, curatorId: curator.id }, curatorId: curator.id!, curated: true };
  }
  const editors = curatorRows[0]!.id!;
  const tag = (slug: string) => ({ slug, title: tagTitle(slug) });
  if (theme.tags.length === 1) return { composerType: 'SIMPLE_RECIPE', composer: { id, tags: theme.tags.map(tag) }, curatorId: editors, curated: false };
  const groups = new Map<string, string[]>();
  for (const slug of theme.tags) {
    const group = genreBySlug.has(slug) ? 'genre' : /^\d0s$/.test(slug) ? 'era' : 'mood';
    groups.set(group, [...(groups.get(group) ?? []), slug]);
  }
  const tagGroups = [...groups].map(([group, slugs]) => ({ id: group, ...TAG_GROUP_TITLES[group]!, tags: slugs.map(tag) }));
  return { composerType: 'RECIPE', composer: { id, tagGroups }, curatorId: editors, curated: false };
}

function longDescription(theme: PlaylistTheme, genres: string[], count: number, composerType: string): string {
  const what = theme.station ? `A station that never runs out, drawing on ${genres.slice(0, 3).join(', ')}.` : `${count} tracks of ${genres.slice(0, 3).join(', ')}, refreshed every month by our editors.`;
  const clean = theme.clean ? ' No explicit lyrics.' : '';
  const royaltyFree = theme.royaltyFree ? ' Every track is royalty-free.' : '';
  return `${theme.short} ${what}${clean}${royaltyFree}${composerType === 'RECIPE' ? ' Built from tags.' : ''}`;
}

interface BuiltPlaylist {
  row: PlaylistRow;
  theme: PlaylistTheme;
}

function buildPlaylists(random: Random, ids: SeedIds, now: Date, trackRows: TrackRow[], seedArtists: SeedArtist[], curatorRows: CuratorRow[]) {
  const royaltyFreeArtists = new Set(seedArtists.filter((a) => a.row.royaltyFree).map((a) => a.row.id!));
  const isRoyaltyFree = (track: TrackRow) => royaltyFreeArtists.has(track.artistIds![0]!);
  const licensed = trackRows.filter((t) => !isRoyaltyFree(t));
  const royaltyFree = trackRows.filter(isRoyaltyFree);
  const built: BuiltPlaylist[] = [];
  const entries: PlaylistTrackRow[] = [];

  const add = (theme: PlaylistTheme, list: TrackRow[], composer: PlaylistComposer) => {
    const createdAt = daysBefore(now, random.int(120, 900));
    const updatedAt = daysBefore(now, random.int(0, 30));
    const revision = random.int(1, 40);
    const genres = genresOf(theme, list);
    const row: PlaylistRow = {
      id: ids.next('Playlist'),
      name: theme.name,
      ownerAccountId: null,
      ...composer,
      presentAs: theme.station ? 'STATION' : 'PLAYLIST',
      shortDescription: theme.short,
      description: longDescription(theme, genres, list.length, composer.composerType),
      playbackMode: theme.linear ? 'linear' : 'shuffle',
      allowExplicit: theme.clean ? false : null,
      genres,
      color: random.pick(COLORS),
      snapshot: snapshotOf(updatedAt, revision),
      createdAt,
      updatedAt,
    };
    built.push({ row, theme });
    list.forEach((track, position) => entries.push({ playlistId: row.id!, position, trackId: track.id!, addedAt: new Date(createdAt.getTime() + random.int(0, 60) * DAY) }));
  };

  for (const theme of PLAYLIST_THEMES) {
    const count = random.int(PLAYLIST_TRACKS.min, PLAYLIST_TRACKS.max);
    add(theme, themeTracks(random, theme, theme.royaltyFree ? royaltyFree : licensed, count), composerOf(random, ids, theme, curatorRows));
  }

  // Artist stations: the artist's own tracks first, then the same genre.
  const byTracks = seedArtists.filter((a) => !a.row.royaltyFree).map((a) => ({ artist: a, tracks: licensed.filter((t) => t.artistIds!.includes(a.row.id!)) }));
  byTracks.sort((a, b) => b.tracks.length - a.tracks.length || a.artist.row.id!.localeCompare(b.artist.row.id!));
  for (const { artist, tracks: own } of byTracks.slice(0, 3)) {
    const theme: PlaylistTheme = { name: `${artist.row.name} Radio`, station: true, tags: [artist.genre.slug], short: `${artist.row.name} and artists like them.` };
    const count = random.int(Math.min(Math.max(PLAYLIST_TRACKS.min, own.length), PLAYLIST_TRACKS.max), PLAYLIST_TRACKS.max);
    const list = [...random.sample(own, count), ...themeTracks(random, theme, licensed.filter((t) => !own.includes(t)), Math.max(0, count - own.length))];
    add(theme, list, { composerType: 'ARTIST', composer: { id: ids.next('Composer'), artistId: artist.row.id }, curatorId: curatorRows[0]!.id!, curated: false });
  }

  // Seed stations: grown from two tracks, drawing on tracks with the same genre and mood.
  for (let i = 0; i < 2; i++) {
    const seeds = random.sample(licensed.filter((t) => !t.explicit), 2);
    const theme: PlaylistTheme = { name: `Tracks like ${seeds[0]!.title}`, station: true, tags: [...new Set(seeds.flatMap((s) => s.tags!.slice(0, 2)))], short: `Grown from “${seeds[0]!.title}” and “${seeds[1]!.title}”.` };
    const rest = themeTracks(random, theme, licensed.filter((t) => !seeds.includes(t)), random.int(PLAYLIST_TRACKS.min, PLAYLIST_TRACKS.max) - seeds.length);
    add(theme, [...seeds, ...rest], { composerType: 'SEED', composer: { id: ids.next('Composer'), seedTrackIds: seeds.map((s) => s.id) }, curatorId: curatorRows[0]!.id!, curated: false });
  }
  return { built, entries };
}

/** Tags that put a playlist in a mood category. */
const MOOD_TAGS: Record<string, string[]> = {
  chill: ['chill', 'chillout', 'mellow', 'lounge'],
  upbeat: ['upbeat', 'energetic'],
  romantic: ['romantic'],
  focus: ['focus', 'piano'],
};

function inCategory(slug: string, type: string, theme: PlaylistTheme): boolean {
  switch (type) {
    case 'genre':
      return theme.tags.includes(slug);
    case 'mood':
      return theme.tags.some((t) => MOOD_TAGS[slug]!.includes(t));
    case 'business':
      return theme.business?.includes(slug) ?? false;
    case 'era':
      return theme.tags.includes(ERA_TAGS[slug]!);
    default:
      return theme.occasions?.includes(slug) ?? false;
  }
}

function buildCategories(random: Random, ids: SeedIds, built: BuiltPlaylist[]) {
  const categoryRows: CategoryRow[] = [];
  const links: CategoryPlaylistRow[] = [];
  BROWSE_CATEGORIES.forEach((category, position) => {
    const row: CategoryRow = { id: ids.next('BrowseCategory'), slug: category.slug, name: category.name, type: category.type, color: random.pick(COLORS), position };
    categoryRows.push(row);
    // Playlists first, stations after, as a browse page shows them.
    const members = built.filter((p) => inCategory(category.slug, category.type, p.theme)).sort((a, b) => Number(a.theme.station ?? false) - Number(b.theme.station ?? false));
    members.forEach((p, index) => links.push({ categoryId: row.id!, playlistId: p.row.id!, position: index }));
  });
  return { categoryRows, links };
}

export function buildCatalogue(random: Random, ids: SeedIds, now: Date): Catalogue {
  const seedArtists = buildArtists(random, ids, now.getUTCFullYear());
  const { albumRows, trackRows } = buildReleases(random, ids, seedArtists, now);
  const curatorRows = buildCurators(ids);
  const { built, entries } = buildPlaylists(random, ids, now, trackRows, seedArtists, curatorRows);
  const { categoryRows, links } = buildCategories(random, ids, built);
  return {
    artists: seedArtists.map((a) => a.row),
    albums: albumRows,
    tracks: trackRows,
    curators: curatorRows,
    playlists: built.map((p) => p.row),
    playlistTracks: entries,
    categories: categoryRows,
    categoryPlaylists: links,
  };
}
