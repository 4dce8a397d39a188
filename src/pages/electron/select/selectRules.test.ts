import { describe, expect, it } from 'vitest';
import { activeLocations, onlyChoice, selectAccountPath, selectLocationPath, selectStepOf, zoneChoice } from './selectRules';

describe('choosing the zone to pair', () => {
  it.each([
    [undefined, { step: 'account' }],
    ['', { step: 'account' }],
    ['A1', { step: 'location', accountId: 'A1' }],
    ['A1/', { step: 'location', accountId: 'A1' }],
    ['A1/L1', { step: 'zone', accountId: 'A1', locationId: 'L1' }],
    ['A1/L1/Z1', null],
  ])('/electron/select/%s is the step %j', (splat, step) => {
    expect(selectStepOf(splat)).toEqual(step);
  });

  it('goes straight on when there is one choice only', () => {
    expect(onlyChoice([{ id: 'A' }])).toBe('A');
    expect(onlyChoice([{ id: 'A' }, { id: 'B' }])).toBeNull();
    expect(onlyChoice([])).toBeNull();
  });

  it('offers the locations that are not deactivated', () => {
    expect(activeLocations([{ id: 'L1', deactivated: false }, { id: 'L2', deactivated: true }])).toEqual([{ id: 'L1', deactivated: false }]);
  });

  it('puts the ids in the paths, encoded', () => {
    expect(selectAccountPath('QWNj/b3.')).toBe('/electron/select/QWNj%2Fb3.');
    expect(selectLocationPath('A1', 'TG9j')).toBe('/electron/select/A1/TG9j');
  });

  it.each([
    [{ isPaired: false, permissions: ['PAIR'], subscriptionActive: true }, { pairable: true, confirmReplace: false, silent: false }],
    [{ isPaired: true, permissions: ['PAIR', 'UNPAIR'], subscriptionActive: true }, { pairable: true, confirmReplace: true, silent: false }],
    [{ isPaired: false, permissions: ['PAIR'], subscriptionActive: false }, { pairable: true, confirmReplace: false, silent: true }],
    [{ isPaired: false, permissions: ['SUBSCRIPTION_READ'], subscriptionActive: true }, { pairable: false, confirmReplace: false, silent: false }],
  ])('zone %j: %j', (zone, choice) => {
    expect(zoneChoice(zone)).toEqual(choice);
  });
});
