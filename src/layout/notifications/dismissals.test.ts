// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDismissed } from '../../domain/notifications';
import { DISMISSALS_KEY } from './dismissals';

/** The module as a new page load finds it: nothing read from storage yet. */
async function freshDismissals() {
  vi.resetModules();
  return (await import('./dismissals')).dismissals;
}

const stored = () => JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('notification dismissals (navigation.md 3: keyed by communicationId and accountId)', () => {
  it('keeps a dismissal for its account only, in local storage', async () => {
    const dismissals = await freshDismissals();
    dismissals.add([{ communicationId: 'errors:zone-1', accountId: 'A' }]);
    expect(stored()).toEqual([{ communicationId: 'errors:zone-1', accountId: 'A' }]);
    expect(isDismissed(dismissals.get(), 'errors:zone-1', 'A')).toBe(true);
    expect(isDismissed(dismissals.get(), 'errors:zone-1', 'B')).toBe(false);
    expect(isDismissed(dismissals.get(), 'errors:zone-2', 'A')).toBe(false);
  });

  it('finds the dismissals of an earlier visit', async () => {
    (await freshDismissals()).add([
      { communicationId: 'noZones', accountId: 'A' },
      { communicationId: 'inactive:zone-3', accountId: 'B' },
    ]);
    const nextVisit = await freshDismissals();
    expect(nextVisit.get()).toEqual([
      { communicationId: 'noZones', accountId: 'A' },
      { communicationId: 'inactive:zone-3', accountId: 'B' },
    ]);
  });

  it.each([
    ['unreadable', '{not json'],
    ['of another shape', JSON.stringify([{ communicationId: 'noZones' }])],
    ['not a list', JSON.stringify({ communicationId: 'noZones', accountId: 'A' })],
  ])('reads storage that is %s as nothing dismissed', async (_name, value) => {
    localStorage.setItem(DISMISSALS_KEY, value);
    expect((await freshDismissals()).get()).toEqual([]);
  });

  it('adds each dismissal once and tells its subscribers of changes only', async () => {
    const dismissals = await freshDismissals();
    const listener = vi.fn();
    const unsubscribe = dismissals.subscribe(listener);
    const entry = { communicationId: 'errors:zone-1', accountId: 'A' };
    dismissals.add([entry]);
    dismissals.add([entry]);
    dismissals.add([{ ...entry, accountId: 'B' }]);
    expect(dismissals.get()).toEqual([entry, { ...entry, accountId: 'B' }]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    dismissals.reset();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes the named dismissals of their account only, and forgets all at reset', async () => {
    const dismissals = await freshDismissals();
    dismissals.add([
      { communicationId: 'errors:zone-1', accountId: 'A' },
      { communicationId: 'errors:zone-1', accountId: 'B' },
      { communicationId: 'noZones', accountId: 'A' },
    ]);
    dismissals.remove([{ communicationId: 'errors:zone-1', accountId: 'A' }]);
    expect(stored()).toEqual([
      { communicationId: 'errors:zone-1', accountId: 'B' },
      { communicationId: 'noZones', accountId: 'A' },
    ]);
    dismissals.reset();
    expect(localStorage.getItem(DISMISSALS_KEY)).toBeNull();
    expect(dismissals.get()).toEqual([]);
  });

  it('keeps dismissals for the page’s life when storage refuses them', async () => {
    const dismissals = await freshDismissals();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    dismissals.add([{ communicationId: 'noZones', accountId: 'A' }]);
    expect(dismissals.get()).toEqual([{ communicationId: 'noZones', accountId: 'A' }]);
  });
});
