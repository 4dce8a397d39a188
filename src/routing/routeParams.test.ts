import { describe, expect, it } from 'vitest';
import { PLAYER_ACTIONS, ZONE_SUBSCRIPTION_ACTIONS, missingRequiredParam, paramIn } from './routeParams';

describe('route parameters', () => {
  it.each(['scheduleId', 'zoneId', 'locationId', 'musicId', 'id', 'accountId'])('a blank %s is missing', (name) => {
    expect(missingRequiredParam({ [name]: ' ' })).toBe(name);
    expect(missingRequiredParam({ [name]: 'x' })).toBeNull();
  });

  it('other parameters may be anything, and absent ones are not asked for', () => {
    expect(missingRequiredParam({ token: ' ', '*': '' })).toBeNull();
    expect(missingRequiredParam({})).toBeNull();
  });

  it('actions come from their enumerations', () => {
    expect(ZONE_SUBSCRIPTION_ACTIONS).toEqual(['activate', 'upgrade', 'resubscribe', 'unsubscribe', 'deactivate', 'pause', 'modify-pause']);
    expect(PLAYER_ACTIONS).toEqual(['assign', 'queue', 'clear-queue', 'skip', 'volume']);
    expect(paramIn({ action: 'pause' }, 'action', ZONE_SUBSCRIPTION_ACTIONS)).toBe(true);
    expect(paramIn({ action: 'history' }, 'action', PLAYER_ACTIONS)).toBe(false);
    expect(paramIn({}, 'action', PLAYER_ACTIONS)).toBe(false);
  });
});
