import { describe, expect, it } from 'vitest';
import { addressLines, localityLines } from './address';

const at = (iso_country: string, extra: { city?: string; postal_code?: string; state?: string | null } = {}) => ({ city: 'Springfield', postal_code: '12345', state: 'IL', iso_country, ...extra });

describe('billing group address per country (billing.md 3.6)', () => {
  it.each<[string, ReturnType<typeof at>, string[]]>([
    ['FI: postal code plus city in upper case', at('FI', { city: 'Helsinki', postal_code: '00100' }), ['00100 HELSINKI']],
    ['GB: city and postal code on separate lines', at('GB', { city: 'London', postal_code: 'SW1A 1AA' }), ['London', 'SW1A 1AA']],
    ['SE: postal code plus city', at('SE', { city: 'Stockholm', postal_code: '111 52' }), ['111 52 Stockholm']],
    ['US: city, state and postal code', at('US', { city: 'Austin', postal_code: '78701', state: 'TX' }), ['Austin, TX 78701']],
    ['CA uses states', at('CA', { city: 'Toronto', postal_code: 'M5V 2T6', state: 'ON' }), ['Toronto, ON M5V 2T6']],
    ['AU uses states', at('AU', { city: 'Sydney', postal_code: '2000', state: 'NSW' }), ['Sydney, NSW 2000']],
    ['DE: a state given is left out', at('DE', { city: 'Berlin', postal_code: '10115', state: 'BE' }), ['Berlin 10115']],
    ['IT without a state', at('IT', { city: 'Roma', postal_code: '00184', state: null }), ['Roma 00184']],
  ])('%s', (_name, address, lines) => {
    expect(localityLines(address)).toEqual(lines);
  });

  it('puts the street lines first and skips an empty second line', () => {
    expect(addressLines({ address: 'Drottninggatan 12', address2: 'Floor 3', ...at('SE', { city: 'Stockholm', postal_code: '111 51' }) })).toEqual(['Drottninggatan 12', 'Floor 3', '111 51 Stockholm']);
    expect(addressLines({ address: '1 Main St', address2: ' ', ...at('GB', { city: 'Leeds', postal_code: 'LS1 4AP' }) })).toEqual(['1 Main St', 'Leeds', 'LS1 4AP']);
  });
});
