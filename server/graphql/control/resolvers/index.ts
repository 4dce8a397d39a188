// Resolvers of the control schema, one module per area; modules may add fields to the same type.
import type { Resolvers } from '../__generated__/types';
import { platformResolvers } from './platform';
import { peopleResolvers } from './people';
import { accountsResolvers } from './accounts';
import { premisesResolvers } from './premises';
import { engagementResolvers } from './engagement';

export const controlResolvers: Resolvers[] = [platformResolvers, peopleResolvers, accountsResolvers, premisesResolvers, engagementResolvers];
