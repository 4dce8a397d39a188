// Control API resolvers of the catalogue's read side: Query.track, album, artist and playlist (and so
// node(id) for those kinds, which server/accounts/nodes.ts hands to them), and the fields of Track,
// Album, Artist and Playlist (core.md 3 'Playlist (collection)', 'Tracks and catalogue').
// Playlist.inMusicLibrary is the library area's (server/library/graphql.ts). Editing manual playlists is
// server/music/playlistEditing.ts; its watchers hear of changes by playlistUpdate.
import { foundRows } from '../loaders';
import { kindOfId } from '../../src/domain/ids';
import { GENRES } from '../db/seed/words';
import type { RequestContext } from '../context';
import type { AlbumRow, PlaylistRow, TrackRow } from '../loaders';
import type { AlbumType, PlaybackMode, PresentAs, Resolvers, ResolversTypes } from '../graphql/control/__generated__/types';
import {
  ANY_MARKET,
  albumDisplay,
  artistDisplay,
  playlistDisplay,
  playlistTrackPage,
  previewUrl,
  requireCatalogueRow,
  requirePlaylist,
  rowOrNull,
  trackDisplay,
  trackStatistics,
} from './catalogue';
import { requireRoyaltyFreeCondition } from './editorialVisibility';
import { albumTracksLoader, artistAlbumsLoader, curatorLoader } from './loaders';
import { playlistPermissions } from './permissions';
import { connectionOf, pageOf } from '../graphql/pages';
import { isAvailableIn } from '../engine/eligibility';
import { watch } from '../graphql/subscriptions';
import type { SubscriptionPlaylistUpdateArgs } from '../graphql/control/__generated__/types';
import { createManualPlaylist, spliceManualPlaylist, updateManualPlaylist } from './playlistEditing';
import { tracksByTitle } from './trackTitleSearch';
import { composerTypeOf } from './composerType';

/** Genres shown of a playlist (core.md 9 'Genres shown'). */
export const GENRES_SHOWN = 5;

const iso = (date: Date) => date.toISOString();

const genreSlugs = new Map(GENRES.map((genre) => [genre.name, genre.slug]));
/** A genre's id: the catalogue's tag slug ('Soul & Funk' → soul-funk), made the same way for a name it does not know. */
const genreId = (name: string) =>
  genreSlugs.get(name) ??
  name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** A collection_type of the brand prefix is shown as a station (core.md 3). */
const presentAsOf = (playlist: PlaylistRow): PresentAs => {
  const value = playlist.presentAs.toUpperCase();
  return value === 'CADENCE' ? 'STATION' : (value as PresentAs);
};

type ComposerValue = ResolversTypes['Composer'];
type ComposerTypename = 'Manual' | 'SpotifyComposer' | 'ExternalSpotifyComposer' | 'CuratorComposer' | 'ArtistComposer' | 'SeedComposer' | 'RecipeComposer' | 'SimpleRecipeComposer' | 'RadioPlaylistComposer';
type RadioRef = ResolversTypes['RadioPlaylistRef'];
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const tagged = <T extends object>(typename: ComposerTypename, value: T) => ({ ...value, __typename: typename }) as unknown as ComposerValue;

/** A radio playlist's seed by the kind its id carries, or null when it is gone or not the viewer's to see. */
async function radioSeed(context: RequestContext, id: string): Promise<RadioRef | null> {
  switch (kindOfId(id)) {
    case 'Track':
      return context.loaders.track.load(id);
    case 'Album':
      return context.loaders.album.load(id);
    case 'Artist':
      return context.loaders.artist.load(id);
    case 'Playlist':
      return requirePlaylist(context, id).catch(() => null);
    default:
      return null;
  }
}

/** The composer of a playlist and its inputs, from the row's composer document. */
async function composerOf(context: RequestContext, playlist: PlaylistRow): Promise<ComposerValue> {
  const composer = playlist.composer;
  const id = typeof composer.id === 'string' ? composer.id : playlist.id;
  const uri = typeof composer.spotifyPlaylistUri === 'string' ? composer.spotifyPlaylistUri : '';
  switch (composerTypeOf(playlist)) {
    case 'MANUAL':
      return tagged('Manual', { id });
    case 'SPOTIFY':
      return tagged('SpotifyComposer', { id: typeof composer.connectionId === 'string' ? composer.connectionId : id, spotifyPlaylistUri: uri });
    case 'EXTERNAL_SPOTIFY':
      return tagged('ExternalSpotifyComposer', { spotifyPlaylistUri: uri });
    case 'CURATOR': {
      const curatorId = typeof composer.curatorId === 'string' ? composer.curatorId : playlist.curatorId;
      const curator = curatorId ? await curatorLoader(context.loaders).load(curatorId) : null;
      if (!curator) throw new Error(`Curator of playlist ${playlist.id} is missing`);
      return tagged('CuratorComposer', { curator });
    }
    case 'ARTIST': {
      const artist = typeof composer.artistId === 'string' ? await context.loaders.artist.load(composer.artistId) : null;
      if (!artist) throw new Error(`Artist of playlist ${playlist.id} is missing`);
      return tagged('ArtistComposer', { artist });
    }
    case 'SEED': {
      const seeds = await context.loaders.track.loadMany(strings(composer.seedTrackIds));
      return tagged('SeedComposer', { seeds: seeds.map(rowOrNull).filter((track) => track !== null) });
    }
    case 'RECIPE':
      return tagged('RecipeComposer', { id, tagGroups: Array.isArray(composer.tagGroups) ? composer.tagGroups : [] });
    case 'SIMPLE_RECIPE':
      return tagged('SimpleRecipeComposer', { id, tags: Array.isArray(composer.tags) ? composer.tags : [] });
    case 'RADIO_PLAYLIST': {
      const seeds = await Promise.all(strings(composer.seedIds).map((seedId) => radioSeed(context, seedId)));
      return tagged('RadioPlaylistComposer', { seeds: seeds.filter((seed) => seed !== null) });
    }
  }
}

/** Newest release first, undated ones last; the id keeps equal dates in one order. */
const albumKey = (album: AlbumRow) => [-Number((album.releaseDate ?? '').replace(/-/g, '') || 0), album.id];
const albumTrackKey = (track: TrackRow) => [track.discNumber, track.trackNumber, track.id];

/** An album is available in a market when any of its tracks is. */
async function albumAvailable(context: RequestContext, album: AlbumRow, market: string) {
  return (await albumTracksLoader(context.loaders).load(album.id)).some((track) => isAvailableIn(track, market));
}

/** A playlist's watchers hear of every change to it (core.md 7 'Realtime'). */
const playlistUpdate = watch<SubscriptionPlaylistUpdateArgs, ResolversTypes['PlaylistUpdatePayload']>({
  authorize: async ({ input }, context) => void (await requirePlaylist(context, input.playlist)),
  matches: (event, { input }) => event.entity === 'collection' && event.id === input.playlist,
  payload: async (_event, { input }, context) => ({ playlist: await requirePlaylist(context, input.playlist) }),
});

export const musicResolvers: Resolvers = {
  Query: {
    track: (_parent, { id }, context) => requireCatalogueRow(context, id, 'Track', (key) => context.loaders.track.load(key)),
    album: async (_parent, { id, agent }, context) => {
      const album = await requireCatalogueRow(context, id, 'Album', (key) => context.loaders.album.load(key));
      await requireRoyaltyFreeCondition(context, agent, [album.artistId], 'Album');
      return album;
    },
    artist: async (_parent, { id, agent }, context) => {
      const artist = await requireCatalogueRow(context, id, 'Artist', (key) => context.loaders.artist.load(key));
      await requireRoyaltyFreeCondition(context, agent, [artist.id], 'Artist');
      return artist;
    },
    playlist: (_parent, { id }, context) => requirePlaylist(context, id),
    tracksByTitle: (_parent, { title, first }, context) => tracksByTitle(context, title, first ?? 0),
  },

  Mutation: {
    createManualPlaylist: async (_parent, { input }, context) => ({ playlist: await createManualPlaylist(context, input) }),
    spliceManualPlaylist: (_parent, { input }, context) => spliceManualPlaylist(context, input),
    updateManualPlaylist: (_parent, { input }, context) => updateManualPlaylist(context, input),
  },

  Subscription: { playlistUpdate },

  Track: {
    display: (track, _args, context) => trackDisplay(context, track),
    // Every track has one: the server renders audio for each (DECISIONS.md 'Audio').
    previewUrl: (track, _args, context) => previewUrl(context, track.id),
    isAvailable: (track, { market }) => isAvailableIn(track, market),
    artists: async (track, _args, context) => foundRows(await context.loaders.artist.loadMany(track.artistIds)),
    album: (track, _args, context) => context.loaders.album.load(track.albumId),
  },

  Album: {
    display: (album, _args, context) => albumDisplay(context, album),
    albumType: (album) => album.albumType.toUpperCase() as AlbumType,
    artists: async (album, _args, context) => {
      const artist = await context.loaders.artist.load(album.artistId);
      return artist ? [artist] : [];
    },
    tracks: async (album, { first, after }, context) => {
      const page = pageOf(await albumTracksLoader(context.loaders).load(album.id), albumTrackKey, ['number', 'number', 'string'], { first, after });
      return connectionOf(page, (node) => ({ node }));
    },
  },

  Artist: {
    display: (artist, _args, context) => artistDisplay(context, artist),
    albums: async (artist, { albumType, market, first, after }, context) => {
      let albums = await artistAlbumsLoader(context.loaders).load(artist.id);
      if (albumType) albums = albums.filter((album) => album.albumType.toUpperCase() === albumType);
      if (market && market !== ANY_MARKET) {
        const available = await Promise.all(albums.map((album) => albumAvailable(context, album, market)));
        albums = albums.filter((_album, i) => available[i]);
      }
      return connectionOf(pageOf(albums, albumKey, ['number', 'string'], { first, after }), (node) => ({ node }));
    },
  },

  Playlist: {
    display: (playlist, _args, context) => playlistDisplay(context, playlist),
    updatedAt: (playlist) => iso(playlist.updatedAt),
    createdAt: (playlist) => iso(playlist.createdAt),
    composerType: (playlist) => composerTypeOf(playlist),
    composer: (playlist, _args, context) => composerOf(context, playlist),
    permissions: (playlist, _args, context) => playlistPermissions(context, playlist, composerTypeOf(playlist)),
    presentAs: (playlist) => presentAsOf(playlist),
    curator: (playlist, _args, context) => (playlist.curatorId ? curatorLoader(context.loaders).load(playlist.curatorId) : null),
    presets: (playlist) => ({ playbackMode: playlist.playbackMode.toLowerCase() as PlaybackMode, allowExplicit: playlist.allowExplicit }),
    genres: (playlist) => playlist.genres.slice(0, GENRES_SHOWN).map((name) => ({ id: genreId(name), name })),
    trackStatistics: (playlist, { market }, context) => trackStatistics(context, playlist, market ?? ANY_MARKET),
    tracks: async (playlist, { first, after }, context) => ({
      ...connectionOf(await playlistTrackPage(context, playlist, { first, after }), ({ entry, track }) => ({ addedAt: iso(entry.addedAt), node: track })),
      updatedAt: iso(playlist.updatedAt),
    }),
  },

  Composer: {
    __resolveType: (composer) => (composer as unknown as { __typename: ComposerTypename }).__typename,
  },

  RadioPlaylistRef: {
    __resolveType: (ref) => kindOfId(ref.id) as 'Album' | 'Artist' | 'Playlist' | 'Track',
  },
};
