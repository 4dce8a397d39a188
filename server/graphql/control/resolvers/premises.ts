// Locations, sound zones and devices: see server/premises/.
export { premisesResolvers } from '../../../premises/graphql';
