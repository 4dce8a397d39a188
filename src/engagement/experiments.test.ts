// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../domain/engagement/experiments';
import { EXPERIMENTS_STORAGE_KEY, experimentVariation, forceExperiments } from './experiments';

const direct = { distributor: 'cadence', billingVoucher: null };

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.cookie = `${EXPERIMENTS.RE20.overrideCookie}=; max-age=0; path=/`;
});

describe('experiments in the browser', () => {
  it('keeps what an exp parameter forces, for later visits too, beside earlier ones', () => {
    forceExperiments('GE84:treatment');
    forceExperiments('RE13:original,bogus');
    expect(experimentVariation('GE84', 'user-1')).toBe('treatment');
    expect(experimentVariation('RE13', 'user-1')).toBe('original');
    forceExperiments('GE84:original');
    expect(experimentVariation('GE84', 'user-1')).toBe('original');
  });

  it('keeps the drawn variation for the browser', () => {
    const first = experimentVariation('GE83', 'user-7');
    expect(JSON.parse(localStorage.getItem(EXPERIMENTS_STORAGE_KEY)!).chosen.GE83).toBe(first);
    for (let n = 0; n < 20; n++) expect(experimentVariation('GE83', `user-${n}`)).toBe(first);
  });

  it('lets RE20’s cookie override the drawn variation (billing.md 9)', () => {
    const drawn = experimentVariation('RE20', 'user-1', direct);
    const other = drawn === 'original' ? 'treatment' : 'original';
    document.cookie = `${EXPERIMENTS.RE20.overrideCookie}=${other}; path=/`;
    expect(experimentVariation('RE20', 'user-1', direct)).toBe(other);
  });

  it('ignores broken storage', () => {
    localStorage.setItem(EXPERIMENTS_STORAGE_KEY, '{broken');
    expect(experimentVariation('GE82', 'user-1')).toBe('not-participating');
    localStorage.setItem(EXPERIMENTS_STORAGE_KEY, JSON.stringify({ forced: { GE82: 'bogus', XX: 'treatment' } }));
    expect(experimentVariation('GE82', 'user-1')).toBe('not-participating');
  });
});
