// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PATH_AFTER_LOGIN, REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS, clearRedirectToAfterLogout, pathAfterLogin, readRedirectTo, saveRedirectTo, takePathAfterLogin } from './redirectTo';
import { STORAGE_KEYS, memoryStorage } from './storage';

describe('pathAfterLogin', () => {
  it.each([
    ['/accounts/abc/zones?status=ERROR#top', '/accounts/abc/zones?status=ERROR#top'],
    ['/home', '/home'],
    ['/loginsights', '/loginsights'],
    ['/partner-signup/user', '/partner-signup/user'],
    ['/login', '/home'],
    ['/login/', '/home'],
    ['/login?redirectTo=/x', '/home'],
    ['/login/saml/acme', '/home'],
    ['/signup', '/home'],
    ['/signup/user?voucher=SUMMER', '/home'],
    ['//evil.test/phish', '/home'],
    ['/\\evil.test', '/home'],
    ['https://evil.test/', '/home'],
    ['', '/home'],
    [undefined, '/home'],
    [null, '/home'],
  ])('%s gives %s', (stored, expected) => {
    expect(pathAfterLogin(stored)).toBe(expected);
  });

  it('defaults to /home', () => {
    expect(DEFAULT_PATH_AFTER_LOGIN).toBe('/home');
  });
});

describe('redirect-to storage', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('lives in sessionStorage by default', () => {
    saveRedirectTo('/accounts/abc/zones');
    expect(sessionStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/accounts/abc/zones');
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
  });

  it('is used up by the login, which prefers the login page’s redirectTo parameter', () => {
    const storage = memoryStorage();
    saveRedirectTo('/user/edit', storage);
    expect(takePathAfterLogin(undefined, storage)).toBe('/user/edit');
    expect(readRedirectTo(storage)).toBeUndefined();
    expect(takePathAfterLogin(undefined, storage)).toBe('/home');
    saveRedirectTo('/user/edit', storage);
    expect(takePathAfterLogin('/search/jazz', storage)).toBe('/search/jazz');
    expect(readRedirectTo(storage)).toBeUndefined();
  });

  it('is cleared 1 s after logout', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    saveRedirectTo('/user/edit', storage);
    clearRedirectToAfterLogout(storage);
    // The page being left saves its path once more as the user is sent to login.
    saveRedirectTo('/accounts/abc/zones', storage);
    vi.advanceTimersByTime(REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS - 1);
    expect(readRedirectTo(storage)).toBe('/accounts/abc/zones');
    vi.advanceTimersByTime(1);
    expect(readRedirectTo(storage)).toBeUndefined();
    expect(REDIRECT_CLEAR_DELAY_AFTER_LOGOUT_MS).toBe(1000);
  });

  it('the clearing can be cancelled', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    saveRedirectTo('/user/edit', storage);
    clearRedirectToAfterLogout(storage)();
    vi.advanceTimersByTime(5000);
    expect(readRedirectTo(storage)).toBe('/user/edit');
  });
});
