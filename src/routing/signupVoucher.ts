// The signup voucher (navigation.md 2.10): a voucher that came in a signup link is kept in a cookie, so
// that coming back to /signup/ or /signup/email/ later, without it in the URL, still applies it.
import { readCookie, writeCookie } from '../app/cookies';

export const VOUCHER_COOKIE = 'cadence_voucher';
/** How long a voucher from a link is remembered: a visitor may come back to sign up weeks later. */
export const VOUCHER_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const VOUCHER_PARAM = 'voucher';

/** The stored voucher; undefined when none. */
export function readStoredVoucher(): string | undefined {
  return readCookie(VOUCHER_COOKIE);
}

export function storeVoucher(voucher: string): void {
  writeCookie(VOUCHER_COOKIE, voucher, VOUCHER_COOKIE_MAX_AGE_SECONDS);
}

/** Keeps the voucher of a signup URL that carries one. */
export function storeVoucherOf(search: string): void {
  const voucher = new URLSearchParams(search).get(VOUCHER_PARAM);
  if (voucher) storeVoucher(voucher);
}

/**
 * Where a signup entry point without a voucher goes when one is stored: the target with the voucher
 * added to the request's search; null when the URL has one or none is stored.
 */
export function storedVoucherHref(target: string, url: Pick<URL, 'search' | 'hash'>): string | null {
  const search = new URLSearchParams(url.search);
  if (search.get(VOUCHER_PARAM)) return null;
  const stored = readStoredVoucher();
  if (!stored) return null;
  search.set(VOUCHER_PARAM, stored);
  return `${target}?${search.toString()}${url.hash}`;
}
