// Resolvers of the control schema, one module per area; modules may add fields to the same type.
import type { Resolvers } from './__generated__/types';
import { accountsResolvers } from '../../accounts/graphql';
import { engagementResolvers } from '../../engagement/resolvers';
import { engineResolvers } from '../../engine/graphql';
import { peopleResolvers } from '../../people/resolvers';
import { libraryResolvers } from '../../library/graphql';
import { musicResolvers } from '../../music/graphql';
import { searchResolvers } from '../../music/searchGraphql';
import { editorialResolvers } from '../../music/editorialGraphql';
import { stationResolvers } from '../../music/stationGraphql';
import { premisesResolvers } from '../../premises/graphql';
import { scheduleResolvers } from '../../schedules/graphql';
import { overrideResolvers } from '../../overrides/graphql';
import { spotifyResolvers } from '../../spotify/graphql';
import { referralResolvers } from '../../billing/referrals';
import { platformResolvers } from '../queryInfo';
import { customerResolvers } from '../../accounts/customers';

export const controlResolvers: Resolvers[] = [platformResolvers, peopleResolvers, accountsResolvers, premisesResolvers, musicResolvers, searchResolvers, editorialResolvers, stationResolvers, libraryResolvers, scheduleResolvers, overrideResolvers, spotifyResolvers, engineResolvers, engagementResolvers, referralResolvers, customerResolvers];
