// Resolvers of the control schema, one module per area; modules may add fields to the same type.
import type { Resolvers } from './__generated__/types';
import { accountsResolvers } from '../../accounts/graphql';
import { engagementResolvers } from '../../engagement/resolvers';
import { engineResolvers } from '../../engine/graphql';
import { peopleResolvers } from '../../people/resolvers';
import { musicResolvers } from '../../music/graphql';
import { premisesResolvers } from '../../premises/graphql';
import { platformResolvers } from '../queryInfo';

export const controlResolvers: Resolvers[] = [platformResolvers, peopleResolvers, accountsResolvers, premisesResolvers, musicResolvers, engineResolvers, engagementResolvers];
