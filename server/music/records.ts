// The catalogue in the REST contract's shapes (schema/rest.openapi.yaml; core.md 3 'Playlist
// (collection)', 'Tracks and catalogue'): a playlist as a Collection, a track as a Track, and the search
// results' albums, artists and browse categories. Each is built from the same rows and rules as the
// control API's fields (server/music/graphql.ts), so both APIs show one catalogue.
import type { components } from '../../src/rest/__generated__/rest';
import { compactTimestamp } from '../accounts/model';
import type { RequestContext } from '../context';
import type { AlbumRow, ArtistRow, BrowseCategoryRow, PlaylistRow, TrackRow } from '../loaders';
import { imageUrlTemplate } from '../media/artwork';
import type { ImageKind } from '../media/artwork';
import type { ComposerType } from '../graphql/control/__generated__/types';
import { previewUrl, rowOrNull } from './catalogue';
import { composerTypeOf } from './composerType';
import { GENRES_SHOWN } from './graphql';
import { curatorLoader } from './loaders';
import { playlistPermissions } from './permissions';

type Schemas = components['schemas'];

/** The sizes covers are shown at (navigation.md 'Sidebar library': 48, 96, 144 px), largest first as the contract lists them. */
const SHOWN_SIZES = [144, 96, 48] as const;

/** The legacy composer_type of each composer (core.md 3 'Composer kinds and labels'). */
const LEGACY_COMPOSER_TYPES: Record<ComposerType, Schemas['Collection']['composer_type']> = {
  MANUAL: 'manual',
  SPOTIFY: 'spotify-composer',
  // Both follow a streaming-service playlist: the 'synced' kind.
  EXTERNAL_SPOTIFY: 'spotify-composer',
  CURATOR: 'curator-composer',
  ARTIST: 'artist-composer',
  SEED: 'seed-composer',
  // A radio playlist is composed from seeds (tracks, albums, artists or playlists): the 'tracks' kind.
  RADIO_PLAYLIST: 'seed-composer',
  RECIPE: 'recipe-composer',
  SIMPLE_RECIPE: 'simple-recipe-composer',
};

const template = (context: RequestContext, kind: ImageKind, id: string) => `${context.config.publicOrigin}${imageUrlTemplate(kind, id)}`;

/** An image at each shown size, from the artwork's URL template. */
const sizedImages = (context: RequestContext, kind: ImageKind, id: string): Schemas['SearchImage'][] =>
  SHOWN_SIZES.map((size) => ({ url: template(context, kind, id).replace('%w', String(size)).replace('%h', String(size)), width: size, height: size }));

const colors = (hex: string): Schemas['RadioColors'] => ({ primary: { hex } });

export async function collectionRecord(context: RequestContext, playlist: PlaylistRow): Promise<Schemas['Collection']> {
  const composerType = composerTypeOf(playlist);
  const [curator, permissions] = await Promise.all([
    playlist.curatorId ? curatorLoader(context.loaders).load(playlist.curatorId) : null,
    playlistPermissions(context, playlist, composerType),
  ]);
  const station = playlist.presentAs.toUpperCase() !== 'PLAYLIST';
  return {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description,
    short_description: playlist.shortDescription,
    // The brand prefix's collection type is shown as a station (core.md 3).
    collection_type: station ? 'cadence' : 'playlist',
    composer_type: LEGACY_COMPOSER_TYPES[composerType],
    present_as: station ? 'station' : 'playlist',
    curated: playlist.curated,
    curator: curator && { id: curator.id, account_id: curator.accountId, name: curator.name },
    account: playlist.ownerAccountId,
    permissions,
    snapshot: playlist.snapshot,
    updated_at: compactTimestamp(playlist.updatedAt),
    presets: { playback_mode: playlist.playbackMode.toLowerCase() as Schemas['Collection']['presets']['playback_mode'] },
    display: { title: playlist.name, colors: colors(playlist.color), image: { url: template(context, 'cover', playlist.id), placeholder: null } },
    genres: playlist.genres.slice(0, GENRES_SHOWN),
  };
}

export async function trackRecord(context: RequestContext, track: TrackRow): Promise<Schemas['Track']> {
  const [album, artists] = await Promise.all([context.loaders.album.load(track.albumId), context.loaders.artist.loadMany(track.artistIds)]);
  if (!album) throw new Error(`Album of track ${track.id} is missing`);
  return {
    id: track.id,
    name: track.title,
    properties: { explicit: track.explicit },
    // Every track has a preview: the server renders audio for each (DECISIONS.md 'Audio').
    external_keys: { spotify: { preview_url: previewUrl(context, track.id) } },
    available_markets: track.availableMarkets,
    artists: artists.map(rowOrNull).flatMap((artist) => (artist ? [{ id: artist.id, name: artist.name }] : [])),
    album: { id: album.id, title: album.title, images: [{ url: template(context, 'cover', album.id), width: null, height: null }], colors: colors(album.color) },
    duration_ms: track.durationMs,
    disc_number: track.discNumber,
    track_number: track.trackNumber,
  };
}

export const artistRecord = (context: RequestContext, artist: ArtistRow): Schemas['SearchArtist'] => ({
  id: artist.id,
  name: artist.name,
  images: sizedImages(context, 'avatar', artist.id),
});

export async function albumRecord(context: RequestContext, album: AlbumRow): Promise<Schemas['SearchAlbum']> {
  const artist = await context.loaders.artist.load(album.artistId);
  return {
    id: album.id,
    title: album.title,
    artists: artist ? [artistRecord(context, artist)] : [],
    images: sizedImages(context, 'cover', album.id),
    release_date: album.releaseDate,
  };
}

export const categoryRecord = (context: RequestContext, category: BrowseCategoryRow): Schemas['SearchCategory'] => ({
  id: category.id,
  name: category.name,
  images: sizedImages(context, 'category', category.id),
});
