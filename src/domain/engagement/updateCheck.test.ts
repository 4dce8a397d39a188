import { describe, expect, it } from 'vitest';
import { nextUpdateCheckIn, updateAvailable } from './updateCheck';

describe('the update check (navigation.md 4, 9)', () => {
  it.each([
    ['start', 6 * 3_600_000],
    ['checked', 30 * 60_000],
    ['dismissed', 12 * 3_600_000],
  ] as const)('after %s the next check is in %i ms', (step, ms) => {
    expect(nextUpdateCheckIn(step)).toBe(ms);
  });

  it('offers an update only for another, known version', () => {
    expect(updateAvailable('1.0.0', '1.0.1')).toBe(true);
    expect(updateAvailable('1.0.0', '1.0.0')).toBe(false);
    expect(updateAvailable('1.0.0', ' ')).toBe(false);
  });
});
