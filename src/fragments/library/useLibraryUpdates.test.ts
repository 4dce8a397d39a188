import { describe, expect, it } from 'vitest';
import { libraryReconnectDelay } from './useLibraryUpdates';

describe('the library subscription back-off', () => {
  it('waits between 20 and 60 s before watching again', () => {
    expect(libraryReconnectDelay(() => 0)).toBe(20_000);
    expect(libraryReconnectDelay(() => 0.5)).toBe(40_000);
    expect(libraryReconnectDelay(() => 0.999_999)).toBe(60_000);
  });
});
