import { describe, expect, it } from 'vitest';
import { FLAG_CATALOGUE } from '../flags';
import { PROMOS, promoForAudience, promoShowable, promoInteractionKey } from './promos';
import type { PromoAudience } from './promos';

const BEFORE_LOGO_END = new Date('2025-09-21T23:59:59Z');
const AFTER_LOGO_END = new Date('2025-09-22T00:00:00Z');
const flagsWith =
  (overrides: Record<string, Record<string, unknown>> = {}) =>
  (name: string) =>
    overrides[name] ?? (FLAG_CATALOGUE as Record<string, Record<string, unknown>>)[name];

describe('promos (navigation.md 4, 9)', () => {
  it.each([
    ['company-logo', BEFORE_LOGO_END, { 'company-logo': { enabled: true, showPromo: true } }, null, true],
    // showPromo is false by default
    ['company-logo', BEFORE_LOGO_END, {}, null, false],
    // until 2025-09-22
    ['company-logo', AFTER_LOGO_END, { 'company-logo': { enabled: true, showPromo: true } }, null, false],
    ['company-logo', BEFORE_LOGO_END, { 'company-logo': { enabled: true, showPromo: true } }, 'dismissed', false],
    ['company-logo', BEFORE_LOGO_END, { 'company-logo': { enabled: true, showPromo: true } }, 'completed', false],
    ['install-app', AFTER_LOGO_END, {}, null, false],
    ['install-app', AFTER_LOGO_END, { 'install-app-promo': { enabled: true } }, null, true],
    ['create-schedule', AFTER_LOGO_END, { 'create-schedule': { enabled: true, showPromo: true } }, null, true],
    ['create-schedule', AFTER_LOGO_END, { 'create-schedule': { enabled: false, showPromo: true } }, null, false],
  ] as const)('%s at %s with %j after %s: %s', (name, now, flags, interaction, shown) => {
    expect(promoShowable(PROMOS[name], { now, flags: flagsWith(flags), interaction })).toBe(shown);
  });

  it('honours showFrom and required flags', () => {
    const promo = { ...PROMOS['install-app'], showFrom: '2026-01-01T00:00:00Z', requiredFlags: ['web-playback'] };
    const flags = flagsWith({ 'install-app-promo': { enabled: true }, 'web-playback': { enabled: true } });
    expect(promoShowable(promo, { now: new Date('2025-12-31T23:59:59Z'), flags, interaction: null })).toBe(false);
    expect(promoShowable(promo, { now: new Date('2026-01-01T00:00:00Z'), flags, interaction: null })).toBe(true);
    expect(promoShowable(promo, { now: new Date('2026-01-01T00:00:00Z'), flags: flagsWith({ 'install-app-promo': { enabled: true } }), interaction: null })).toBe(false);
  });

  const audience: PromoAudience = { desktop: false, canWriteSettings: true, hasCompanyLogo: false, library: { schedules: 0, playlists: 6 }, createScheduleVariation: 'treatment' };

  it.each([
    ['company-logo', {}, true],
    ['company-logo', { canWriteSettings: false }, false],
    ['company-logo', { hasCompanyLogo: true }, false],
    ['install-app', {}, true],
    ['install-app', { desktop: true }, false],
    ['create-schedule', {}, true],
    ['create-schedule', { library: { schedules: 0, playlists: 5 } }, false],
    ['create-schedule', { library: { schedules: 1, playlists: 9 } }, false],
    ['create-schedule', { createScheduleVariation: 'original' }, false],
    ['create-schedule', { createScheduleVariation: 'not-participating' }, false],
  ] as const)('%s for %j: %s', (name, change, forAudience) => {
    expect(promoForAudience(name, { ...audience, ...change })).toBe(forAudience);
  });

  it('keeps interactions under the keys AllFlags reads back', () => {
    expect(promoInteractionKey('company-logo')).toBe('user.promos.company-logo.interaction');
  });
});
