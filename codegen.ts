import type { CodegenConfig } from '@graphql-codegen/cli';

// Resolver and model types for the reference server, one file per GraphQL schema. Mappers name the
// row each object type is resolved from, so resolvers get typed database rows as parents.
const ROWS = '../../../loaders';
const typesFor = (schema: string, mappers: Record<string, string>): CodegenConfig['generates'][string] => ({
  schema,
  plugins: ['typescript', 'typescript-resolvers'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    useIndexSignature: true,
    contextType: '../../../context#RequestContext',
    mappers,
    scalars: { ID: 'string', DateTime: 'string', Date: 'string', Volume: 'number' },
  },
});

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'server/graphql/control/__generated__/types.ts': typesFor('schema/control.graphql', {
      User: `${ROWS}#UserRow`,
      Account: `${ROWS}#AccountRow`,
      Location: `${ROWS}#LocationRow`,
      SoundZone: `${ROWS}#SoundZoneRow`,
      Device: `${ROWS}#DeviceRow`,
      Track: `${ROWS}#TrackRow`,
      Album: `${ROWS}#AlbumRow`,
      Artist: `${ROWS}#ArtistRow`,
      Playlist: `${ROWS}#PlaylistRow`,
      BrowseCategory: `${ROWS}#BrowseCategoryRow`,
      CadenceStation: '../../../music/stations#StationView',
      BlockedTrack: '../../../engine/zoneBlocks#BlockedTrackRow',
      PlayedTrack: '../../../engine/history#PlayedTrackParent',
      Schedule: '../../../schedules/loader#ScheduleRow',
      ScheduleSlot: '../../../db/schema#StoredSlot',
      PlaybackOverride: '../../../overrides/cache#OverrideRow',
      PlaybackOverrideTarget: '../../../overrides/cache#OverrideRow',
      Library: '../../../library/model#LibraryState',
      MusicLibrary: '../../../library/model#LibraryState',
    }),
    'server/graphql/playback/__generated__/types.ts': typesFor('schema/playback.graphql', {}),
  },
};

export default config;
