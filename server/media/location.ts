// The caller's country (core.md 7 Auth, billing.md pricing): auth /determine_location reads it from a
// header a trusted proxy sets in front of the server; without one it answers 'ZZ' and the app asks the
// fallback location service, whose stand-in answers a configured country.

/** Headers a proxy in front of the server sets to the visitor's country, most specific first. */
export const TRUSTED_COUNTRY_HEADERS = ['x-country', 'cf-ipcountry'] as const;

/** The country code for 'unknown' (core.md 9). */
export const UNKNOWN_COUNTRY = 'ZZ';

/** Codes proxies send for 'no country' (Cloudflare: XX unknown, T1 Tor). */
const NO_COUNTRY = new Set(['XX', 'T1']);

/** The visitor's country from the first trusted header holding an ISO 3166-1 alpha-2 code; 'ZZ' otherwise. */
export function countryFromHeaders(headers: Record<string, string | undefined>): string {
  for (const name of TRUSTED_COUNTRY_HEADERS) {
    const value = headers[name]?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !NO_COUNTRY.has(value)) return value;
  }
  return UNKNOWN_COUNTRY;
}
