// Resolvers of the playback schema, one module per area.
import { playbackApiResolvers } from '../../engine/playbackApi';
import type { Resolvers } from './__generated__/types';

export const playbackResolvers: Resolvers[] = [playbackApiResolvers];
