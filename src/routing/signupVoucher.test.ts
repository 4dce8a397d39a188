// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VOUCHER_COOKIE, VOUCHER_COOKIE_MAX_AGE_SECONDS, readStoredVoucher, storeVoucher, storeVoucherOf, storedVoucherHref } from './signupVoucher';

const clearCookie = () => {
  document.cookie = `${VOUCHER_COOKIE}=; max-age=0; path=/`;
};

afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('signup voucher cookie', () => {
  it('is empty until a voucher is stored', () => {
    expect(readStoredVoucher()).toBeUndefined();
  });

  it('keeps a voucher, escaped, for 30 days on every path', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    storeVoucher('SUMMER 25;x');
    expect(cookie).toHaveBeenCalledWith(`cadence_voucher=SUMMER%2025%3Bx; max-age=${30 * 24 * 60 * 60}; path=/; samesite=lax`);
    expect(VOUCHER_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    cookie.mockRestore();
    storeVoucher('SUMMER 25;x');
    expect(readStoredVoucher()).toBe('SUMMER 25;x');
  });

  it("is taken from a URL's voucher parameter, an empty one ignored", () => {
    storeVoucherOf('?voucher=');
    expect(readStoredVoucher()).toBeUndefined();
    storeVoucherOf('?utm_source=mail&voucher=WINTER');
    expect(readStoredVoucher()).toBe('WINTER');
  });

  it('is read among other cookies', () => {
    document.cookie = 'other=1; path=/';
    storeVoucher('A=B');
    expect(readStoredVoucher()).toBe('A=B');
  });
});

describe('stored voucher redirect', () => {
  it('adds the stored voucher to the target, keeping the search and hash', () => {
    storeVoucher('SUMMER');
    expect(storedVoucherHref('/signup/user', { search: '?utm_source=mail', hash: '#top' })).toBe('/signup/user?utm_source=mail&voucher=SUMMER#top');
  });

  it('stays when the URL has a voucher', () => {
    storeVoucher('SUMMER');
    expect(storedVoucherHref('/signup', { search: '?voucher=WINTER', hash: '' })).toBeNull();
  });

  it('stays when none is stored', () => {
    expect(storedVoucherHref('/signup', { search: '', hash: '' })).toBeNull();
  });
});
