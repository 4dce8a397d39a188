import { describe, expect, it } from 'vitest';
import { MAX_VOLUME, volumeToGain } from './volume';

describe('volumeToGain', () => {
  it('is silent at 0 and full at 16', () => {
    expect(volumeToGain(0)).toBe(0);
    expect(volumeToGain(MAX_VOLUME)).toBe(1);
  });

  it('takes equal steps in decibels (3 dB), so each step sounds as large as the next', () => {
    for (let volume = 2; volume <= MAX_VOLUME; volume += 1) {
      const decibels = 20 * Math.log10(volumeToGain(volume) / volumeToGain(volume - 1));
      expect(decibels).toBeCloseTo(3, 6);
    }
    expect(volumeToGain(8)).toBeCloseTo(10 ** (-24 / 20), 9);
  });

  it('keeps values outside 0 to 16 or between steps on a step', () => {
    expect(volumeToGain(-3)).toBe(0);
    expect(volumeToGain(40)).toBe(1);
    expect(volumeToGain(7.6)).toBe(volumeToGain(8));
  });
});
