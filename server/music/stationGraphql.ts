// Control API resolvers of creating music from a prompt, tags or a playlist (core.md 2 'Create', 7
// getTracksFromPrompt): Query.getTracksFromPrompt, Query.station and Mutation.createStation.
import type { Resolvers } from '../graphql/control/__generated__/types';
import { tracksFromPrompt } from './promptTracks';
import { createStation, stationOf } from './stations';

export const stationResolvers: Resolvers = {
  Query: {
    getTracksFromPrompt: (_parent, { prompt, market, account }, context) => tracksFromPrompt(context, { prompt, market, account }),
    station: (_parent, { id }, context) => stationOf(context, id),
  },
  Mutation: {
    createStation: async (_parent, { input }, context) => ({ playlist: await createStation(context, input) }),
  },
};
