// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../domain/engagement/experiments';
import { EXPERIMENTS_STORAGE_KEY, experimentVariation, takeExpParam } from './experiments';

const direct = { distributor: 'cadence', billingVoucher: null };

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.cookie = `${EXPERIMENTS.RE20.overrideCookie}=; max-age=0; path=/`;
  window.history.replaceState(null, '', '/');
});

describe('experiments in the browser', () => {
  it('reads the exp parameter once, keeps what it forces and takes it out of the URL', () => {
    window.history.replaceState({ key: 'k' }, '', '/create?exp=GE84:treatment&tab=1#top');
    takeExpParam();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/create?tab=1#top');
    expect(window.history.state).toEqual({ key: 'k' });
    expect(experimentVariation('GE84', 'user-1')).toBe('treatment');
    // a later visit without the parameter keeps it
    takeExpParam();
    expect(experimentVariation('GE84', 'user-1')).toBe('treatment');
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
