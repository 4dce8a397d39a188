import { describe, expect, it } from 'vitest';
import { characterCounterVisible } from './characterCounter';

describe('the character counter', () => {
  it('shows from half the maximum length', () => {
    expect(characterCounterVisible(24, 50)).toBe(false);
    expect(characterCounterVisible(25, 50)).toBe(true);
  });
  it('shows from a configured length', () => {
    expect(characterCounterVisible(5, 50, 5)).toBe(true);
    expect(characterCounterVisible(4, 50, 5)).toBe(false);
  });
});
