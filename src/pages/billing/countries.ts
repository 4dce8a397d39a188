// The countries offered for a billing address, named in the app's language; the state choices of the
// countries that offer them (billing.md 9: US states and territories, Canadian provinces).
import { CANADIAN_PROVINCES, US_STATES } from '../../domain/validation';
import type { Choice } from '../../ui/choiceFields';

const COUNTRIES = [
  'AD', 'AE', 'AT', 'AU', 'BE', 'BG', 'BR', 'CA', 'CH', 'CN', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GL', 'GR', 'HK', 'HR', 'HU',
  'IE', 'IS', 'IT', 'JP', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'MX', 'MY', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'SG', 'SI', 'SK', 'US', 'ZA',
] as const;

/** The offered countries (and the given one, should it be another), sorted by name. */
export function countryChoices(language: string, include?: string): Choice<string>[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes = include && !(COUNTRIES as readonly string[]).includes(include) ? [...COUNTRIES, include] : [...COUNTRIES];
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The states offered as choices in a country; null where the state is typed. */
export function stateChoices(country: string): Choice<string>[] | null {
  if (country === 'US') return US_STATES.map((code) => ({ value: code, label: code }));
  if (country === 'CA') return CANADIAN_PROVINCES.map((code) => ({ value: code, label: code }));
  return null;
}
