// Locations, sound zones, devices and speaker households: see server/premises/.
export { premisesHandlers } from '../../premises/rest';
