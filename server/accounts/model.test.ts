import { describe, expect, it } from 'vitest';
import { distributorInfo, planOf, providerAccountFor, tierLevel, tierOf } from './model';
import { accountErrors } from './validation';
import { applySoundZoneSettingsPatch, PRODUCT_SOUND_ZONE_SETTINGS, soundZoneSettingsOf } from './zoneSettings';
import type { AccountRow } from '../loaders';

describe('account model', () => {
  it.each([
    ['1', 'tier-1'],
    ['3', 'tier-3'],
    ['tier1', 'tier-1'],
    ['tier-3', 'tier-3'],
    ['TIER-2', 'tier-2'],
    ['gold', 'tier-1'],
    ['', 'tier-1'],
  ])('reads tier %s as %s', (value, tier) => {
    expect(tierOf({ plan: 'essential', tier: value })).toBe(tier);
  });

  it('reads an unknown plan from the tier', () => {
    expect(planOf({ plan: 'legacy', tier: 'tier-3' })).toBe('unlimited');
    expect(planOf({ plan: 'legacy', tier: '1' })).toBe('essential');
    expect(tierOf({ plan: 'starter', tier: 'tier1' })).toBe('tier-1');
    expect(tierOf({ plan: 'unlimited', tier: '' })).toBe('tier-3');
  });

  it('ranks tiers by their number, an unknown one as tier 1', () => {
    expect([tierLevel({ plan: 'essential', tier: 'tier-1' }), tierLevel({ plan: 'unlimited', tier: '2' }), tierLevel({ plan: 'unlimited', tier: 'tier-3' }), tierLevel({ plan: 'unlimited', tier: 'gold' })]).toEqual([1, 2, 3, 1]);
  });

  it('sells directly through the provider account of the country', () => {
    expect(providerAccountFor('US')).toBe('cadence-direct-us');
    expect(providerAccountFor('GB')).toBe('cadence-direct-gb');
    expect(providerAccountFor('SE')).toBe('cadence-direct-se');
    expect(providerAccountFor('FR')).toBe('cadence-direct-se');
  });

  it('names a distributor with its own support a partner', () => {
    const reseller = { id: 'r', businessName: 'Reseller', distributorHasSupport: true } as AccountRow;
    expect(distributorInfo({ distributorId: 'r', isoCountry: 'SE' }, reseller)).toEqual({ id: 'r', businessName: 'Reseller', hasSupport: true, code: 'partner', provider: false });
    expect(distributorInfo({ distributorId: 'r', isoCountry: 'SE' }, { ...reseller, distributorHasSupport: false })).toMatchObject({ code: 'cadence', provider: false });
    expect(distributorInfo({ distributorId: null, isoCountry: 'GB' }, null)).toEqual({ id: 'cadence-direct-gb', businessName: 'Cadence UK', hasSupport: true, code: 'cadence', provider: true });
  });
});

describe('account validation', () => {
  const full = { business_name: 'Café', address: 'Street 1', postal_code: '11122', city: 'Stockholm', iso_country: 'SE' };

  it('needs the address of a full account and not of an incomplete one', () => {
    expect(accountErrors({ business_name: 'Café' }, { incomplete: false })).toEqual({ address: 'Cannot be empty', postal_code: 'Cannot be empty', city: 'Cannot be empty', iso_country: 'Cannot be empty' });
    expect(accountErrors({ business_name: 'Café' }, { incomplete: true })).toEqual({});
    expect(accountErrors({ business_name: 'Café', city: ' ' }, { incomplete: true })).toEqual({ city: 'Cannot be empty' });
  });

  it('applies the state rule to full accounts, and to a state an incomplete one gives', () => {
    expect(accountErrors({ ...full, iso_country: 'AU' }, { incomplete: false })).toEqual({ state: 'Cannot be empty' });
    expect(accountErrors({ business_name: 'Café', iso_country: 'AU' }, { incomplete: true })).toEqual({});
    expect(accountErrors({ business_name: 'Café', iso_country: 'US', state: 'Texas' }, { incomplete: true })).toEqual({ state: 'Must be a valid state (2-letter code format)' });
    expect(accountErrors({ ...full, iso_country: 'MX', state: 'Jalisco' }, { incomplete: false })).toEqual({});
  });

  it('checks only what a change touches', () => {
    const stored = { ...full, iso_country: 'IE', state: null, org_number: 'bad' };
    expect(accountErrors(stored, { incomplete: false, checked: new Set(['city']) })).toEqual({});
    expect(accountErrors(stored, { incomplete: false, checked: new Set(['iso_country']) })).toEqual({ state: 'Cannot be empty' });
    expect(accountErrors({ ...stored, iso_country: 'DK' }, { incomplete: false, checked: new Set(['iso_country']) })).toEqual({ org_number: 'Must be a valid organization number' });
    expect(accountErrors({ ...stored, iso_country: 'DK' }, { incomplete: false, checked: new Set(['phone']) })).toEqual({});
  });
});

describe('default zone settings', () => {
  it('is null until the account changes one, then the product defaults with the changes', () => {
    expect(soundZoneSettingsOf({})).toBeNull();
    const changed = applySoundZoneSettingsPatch({}, { crossfade_length: 8, download_limitation: { hour_start: 22 } });
    expect(changed).toEqual({ ...PRODUCT_SOUND_ZONE_SETTINGS, crossfade_length: 8, download_limitation: { ...PRODUCT_SOUND_ZONE_SETTINGS.download_limitation, hour_start: 22 } });
    expect(applySoundZoneSettingsPatch(changed as unknown as Record<string, unknown>, { mono: true })).toMatchObject({ crossfade_length: 8, mono: true });
  });
});
