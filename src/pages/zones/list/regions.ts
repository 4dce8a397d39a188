// The regions the zone list can be filtered by: each country of the account's locations, followed by
// the states of the countries that have them (the API's region filter matches either code).

export interface RegionOption {
  /** What the region filter takes: an ISO country code or a state code. */
  code: string;
  /** The country's name, or the state's code. */
  name: string;
  /** For a state, its country's name. */
  country?: string;
}

const countryName = (code: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language === 'en' ? 'en' : 'sv', 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The regions of the addresses, countries by name each with its states, and the current value even when no address has it. */
export function regionOptions(addresses: readonly { country: string; state?: string | null }[], current: string, language: string): RegionOption[] {
  const states = new Map<string, Set<string>>();
  for (const { country, state } of addresses) {
    const code = country.toUpperCase();
    if (!states.has(code)) states.set(code, new Set());
    if (state) states.get(code)!.add(state.toUpperCase());
  }
  const countries = [...states.keys()].map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name));
  const options: RegionOption[] = countries.flatMap((country) => [country, ...[...states.get(country.code)!].sort().map((state) => ({ code: state, name: state, country: country.name }))]);
  const wanted = current.trim().toUpperCase();
  if (wanted && !options.some((option) => option.code === wanted)) options.push({ code: wanted, name: wanted });
  return options;
}
