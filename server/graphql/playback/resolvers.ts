// Resolvers of the playback schema, one module per area.
import type { Resolvers } from './__generated__/types';

export const playbackResolvers: Resolvers[] = [];
