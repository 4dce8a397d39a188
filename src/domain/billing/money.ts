// Money (billing.md 9 and BILLING.md shared rules): amounts are integer minor units (öre, cents, pence)
// with an ISO 4217 currency, never floats; the currency follows the buyer's country; display is the
// spec's per currency, through Intl.

export const CURRENCIES = ['SEK', 'NOK', 'DKK', 'EUR', 'GBP', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Countries that pay in euro. */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
  // Outside the EU, on the euro all the same.
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]);

const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', GB: 'GBP' };

/** The currency a buyer in the country pays in: SE SEK, NO NOK, DK DKK, GB GBP, euro countries EUR, else USD. */
export function currencyForCountry(isoCountry: string | null | undefined): CurrencyCode {
  const country = (isoCountry ?? '').toUpperCase();
  return COUNTRY_CURRENCY[country] ?? (EURO_COUNTRIES.has(country) ? 'EUR' : 'USD');
}

export const isCurrency = (code: string): code is CurrencyCode => (CURRENCIES as readonly string[]).includes(code);

/** Minor-unit decimals of a currency (all the product's have 2). */
export const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

/** Major units of an integer minor amount (for display and for Intl only). */
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** Integer minor units of a major amount, rounded half away from zero (34.9 -> 3490). */
export function toMinor(major: number): number {
  // Shifting the decimal point in the text avoids binary drift (1.005 * 100 is 100.49999...).
  const scaled = Math.round(Number(`${Math.abs(major)}e${MINOR_DIGITS}`));
  return major < 0 ? -scaled : scaled;
}

/** A share of a minor amount (numerator/denominator), rounded half away from zero to a whole minor unit. */
export function prorate(minor: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const exact = (Math.abs(minor) * numerator) / denominator;
  const rounded = Math.round(exact);
  return minor < 0 ? -rounded : rounded;
}

/** A minor amount less a percentage discount, rounded to a whole minor unit. */
export const discounted = (minor: number, percent: number): number => minor - prorate(minor, percent, 100);

const decimals = { minimumFractionDigits: MINOR_DIGITS, maximumFractionDigits: MINOR_DIGITS } as const;
const formats = {
  // Amount then €: '1.234,90 €'.
  EUR: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  // £ before: '£1,234.90'.
  GBP: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
  // Amount then kr, decimal comma, no-break-space thousands: '1 234,90 kr'.
  KRONA: new Intl.NumberFormat('sv-SE', decimals),
  // $ before: '$1,234.90'.
  DOLLAR: new Intl.NumberFormat('en-US', decimals),
};
const NBSP = '\u00a0';

/** An amount for display exactly as billing.md 9 says, per currency. */
export function formatMoney(minor: number, currency: string): string {
  const major = toMajor(minor);
  switch (currency) {
    case 'EUR':
      return formats.EUR.format(major);
    case 'GBP':
      return formats.GBP.format(major);
    case 'SEK':
    case 'NOK':
    case 'DKK':
      return `${formats.KRONA.format(major)}${NBSP}kr`;
    default:
      return major < 0 ? `-$${formats.DOLLAR.format(-major)}` : `$${formats.DOLLAR.format(major)}`;
  }
}

/** The display symbol of a currency ('kr', '€', '£', '$'). */
export function currencySymbol(currency: string): string {
  if (currency === 'EUR') return '€';
  if (currency === 'GBP') return '£';
  if (currency === 'SEK' || currency === 'NOK' || currency === 'DKK') return 'kr';
  return '$';
}
