import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_LOGIN_PATH, logOut } from './logout';
import { readRedirectTo, saveRedirectTo } from './redirectTo';
import { memoryStorage } from './storage';

describe('logOut', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resets the session, goes to /login and clears redirect-to 1 s later', () => {
    vi.useFakeTimers();
    const redirectStorage = memoryStorage();
    saveRedirectTo('/user', redirectStorage);
    const session = { logout: vi.fn() };
    const navigate = vi.fn();
    logOut({ session, navigate, desktopShell: false, redirectStorage });
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(readRedirectTo(redirectStorage)).toBe('/user');
    vi.advanceTimersByTime(1000);
    expect(readRedirectTo(redirectStorage)).toBeUndefined();
  });

  it('goes to the desktop login inside the desktop shell', () => {
    const navigate = vi.fn();
    logOut({ session: { logout: vi.fn() }, navigate, desktopShell: true, redirectStorage: memoryStorage() });
    expect(DESKTOP_LOGIN_PATH).toBe('/electron/login');
    expect(navigate).toHaveBeenCalledWith('/electron/login', { replace: true });
  });
});
