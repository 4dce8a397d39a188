// A billing group's address as shown in billing settings and on invoices (billing.md 3.6): the street
// lines, then the city, state and postal code as the country writes them.
import { STATE_COUNTRIES } from '../validation';

export interface PostalAddress {
  address: string;
  address2?: string | null;
  postal_code: string;
  city: string;
  state?: string | null;
  iso_country: string;
}

const usesStates = (country: string) => (STATE_COUNTRIES as readonly string[]).includes(country);
const joined = (parts: (string | null | undefined)[], separator: string) => parts.map((part) => part?.trim()).filter(Boolean).join(separator);

/**
 * The city, state and postal code lines: FI postal code plus upper-case city; GB city and postal code
 * on separate lines; SE postal code plus city; US city, state and postal code; other countries city,
 * state (only where the country uses states) and postal code.
 */
export function localityLines(address: Omit<PostalAddress, 'address' | 'address2'>): string[] {
  const { city, postal_code: postalCode, iso_country: country } = address;
  switch (country) {
    case 'FI':
      return [joined([postalCode, city.toUpperCase()], ' ')];
    case 'GB':
      return [city.trim(), postalCode.trim()].filter(Boolean);
    case 'SE':
      return [joined([postalCode, city], ' ')];
    default: {
      const state = usesStates(country) ? address.state : null;
      return [joined([joined([city, state], ', '), postalCode], ' ')];
    }
  }
}

/** Every line of the address: street, second street line when given, then the locality lines. */
export function addressLines(address: PostalAddress): string[] {
  return [address.address.trim(), address.address2?.trim() ?? '', ...localityLines(address)].filter(Boolean);
}
