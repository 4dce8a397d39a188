import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ACCESS_TOAST_ID, accountSwitchTarget, createAccountSelection, defaultAccountId, parseSwitchAccount } from './accountSelection';
import type { AccountSwitch } from './accountSelection';
import { EMPTY_SESSION, reduceSession } from './session';
import type { Session } from './session';
import { STORAGE_KEYS, memoryStorage } from './storage';
import type { KeyValueStorage } from './storage';
import { accessToken } from './testTokens';

describe('defaultAccountId', () => {
  it('is the newest account by creation date, compact or ISO', () => {
    expect(
      defaultAccountId([
        { id: 'old', createdAt: '20240101000000' },
        { id: 'newest', createdAt: '2026-03-01T10:00:00Z' },
        { id: 'middle', createdAt: '20250601120000' },
      ]),
    ).toBe('newest');
  });

  it('counts an unreadable date as the oldest and keeps list order on ties', () => {
    expect(defaultAccountId([{ id: 'unknown', createdAt: null }, { id: 'dated', createdAt: '20200101000000' }])).toBe('dated');
    expect(defaultAccountId([{ id: 'first', createdAt: '20200101000000' }, { id: 'second', createdAt: '20200101000000' }])).toBe('first');
    expect(defaultAccountId([])).toBeUndefined();
  });
});

describe('switch-account', () => {
  it('needs both userId and accountId', () => {
    expect(parseSwitchAccount({ userId: 'u', accountId: 'a' })).toEqual({ userId: 'u', accountId: 'a' });
    for (const input of [{ userId: 'u' }, { accountId: 'a' }, { userId: '', accountId: 'a' }, { userId: 'u', accountId: null }]) {
      expect(() => parseSwitchAccount(input)).toThrow("A 'switch-account' session action needs both userId and accountId");
    }
  });
});

describe('accountSwitchTarget', () => {
  const cases: [string, AccountSwitch, string][] = [
    ['no account', { pathname: '/accounts/A/zones', newAccountId: undefined, targetHasOnboardingEnabled: false }, '/home'],
    ['no account, off the account pages', { pathname: '/search/jazz', newAccountId: undefined, targetHasOnboardingEnabled: false }, '/home'],
    ['onboarding target on an account page', { pathname: '/accounts/A/zones', newAccountId: 'B', targetHasOnboardingEnabled: true }, '/home'],
    ['onboarding target elsewhere stays', { pathname: '/search/jazz', newAccountId: 'B', targetHasOnboardingEnabled: true }, '/search/jazz'],
    ['path rewritten to the new id', { pathname: '/accounts/A/settings/users', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/accounts/B/settings/users'],
    ['the current-account alias rewritten', { pathname: '/accounts/_/your-music', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/accounts/B/your-music'],
    ['the account root', { pathname: '/accounts/A', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/accounts/B'],
    ["the route's account-switch target", { pathname: '/accounts/A/zones/Z1', newAccountId: 'B', targetHasOnboardingEnabled: false, routeSwitchTarget: '/accounts/:accountId/zones' }, '/accounts/B/zones'],
    ['off the account pages the path stays', { pathname: '/discover/music/x', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/discover/music/x'],
    ["a partner portal page goes to the new account's dashboard", { pathname: '/partner-portal/A/links', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/partner-portal/B'],
    ['a path merely starting with accounts stays', { pathname: '/accountsettings', newAccountId: 'B', targetHasOnboardingEnabled: false }, '/accountsettings'],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(accountSwitchTarget(input)).toBe(expected);
  });
});

function sessionHolder(initial: Session) {
  let state = initial;
  const listeners = new Set<() => void>();
  const loginListeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onLogin(listener: () => void) {
      loginListeners.add(listener);
      return () => void loginListeners.delete(listener);
    },
    logIn(userId: string) {
      state = reduceSession(EMPTY_SESSION, { type: 'loginSucceeded', result: { token: accessToken({ sub: userId }) } });
      for (const listener of [...listeners]) listener();
      for (const listener of [...loginListeners]) listener();
    },
  };
}

const accounts = [
  { id: 'older', createdAt: '20240101000000' },
  { id: 'newer', createdAt: '20250101000000' },
];

describe('account selection', () => {
  let storage: KeyValueStorage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  /** null: nobody signed in. */
  function setup(userId: string | null = 'user-1') {
    const session = sessionHolder(EMPTY_SESSION);
    if (userId) session.logIn(userId);
    const toasts = { show: vi.fn(), dismiss: vi.fn() };
    const report = vi.fn();
    const clearCheckoutState = vi.fn();
    const selection = createAccountSelection({ session, toasts, translate: (key) => `t:${key}`, report, clearCheckoutState, storage });
    return { session, toasts, report, clearCheckoutState, selection };
  }

  it('switches for the user, persists, tells listeners and clears checkout state', () => {
    const { selection, clearCheckoutState } = setup();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.switchAccount({ userId: 'user-1', accountId: 'older' });
    expect(selection.getSnapshot()).toBe('older');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.selectedAccount)!)).toEqual({ userId: 'user-1', accountId: 'older' });
    expect(clearCheckoutState).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    selection.switchAccount({ userId: 'user-1', accountId: 'older' });
    expect(clearCheckoutState).toHaveBeenCalledTimes(1);
  });

  it('refuses a switch without both ids', () => {
    const { selection } = setup();
    expect(() => selection.switchAccount({ accountId: 'older' })).toThrow(/needs both userId and accountId/);
    expect(selection.getSnapshot()).toBeUndefined();
  });

  it('unselecting clears checkout state', () => {
    const { selection, clearCheckoutState } = setup();
    selection.switchAccount({ userId: 'user-1', accountId: 'older' });
    selection.unselect();
    expect(selection.getSnapshot()).toBeUndefined();
    expect(clearCheckoutState).toHaveBeenCalledTimes(2);
  });

  it("is the signed-in user's own: read back after a reload, not seen by another user", () => {
    setup().selection.switchAccount({ userId: 'user-1', accountId: 'older' });
    expect(setup('user-1').selection.getSnapshot()).toBe('older');
    expect(setup('user-2').selection.getSnapshot()).toBeUndefined();
    expect(setup(null).selection.getSnapshot()).toBeUndefined();
  });

  it('selects the newest account automatically when logged in with accounts and none selected', () => {
    const { selection, report } = setup();
    expect(selection.selectDefaultIfNone(accounts)).toBe('newer');
    expect(selection.getSnapshot()).toBe('newer');
    // Already selected: nothing changes.
    expect(selection.selectDefaultIfNone([{ id: 'newest', createdAt: '20260101000000' }])).toBe('newer');
    expect(report).not.toHaveBeenCalled();
  });

  it('does not select without login or without accounts', () => {
    expect(setup(null).selection.selectDefaultIfNone(accounts)).toBeUndefined();
    expect(setup().selection.selectDefaultIfNone([])).toBeUndefined();
  });

  it("reports 'Logged in user with no account selected' when automatic selection happens twice", () => {
    const { selection, report } = setup();
    selection.selectDefaultIfNone(accounts);
    selection.unselect();
    selection.selectDefaultIfNone(accounts);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Logged in user with no account selected' }));
  });

  it('counts automatic selections per user', () => {
    const { selection, report, session } = setup();
    selection.selectDefaultIfNone(accounts);
    session.logIn('user-2');
    selection.selectDefaultIfNone(accounts);
    expect(report).not.toHaveBeenCalled();
  });

  it.each([401, 403, 404])('an account fetch failing with %i selects the default of the other accounts and shows a persistent toast until login', (status) => {
    const { selection, toasts, session } = setup();
    selection.switchAccount({ userId: 'user-1', accountId: 'newer' });
    expect(selection.accountFetchFailed(status, 'newer', accounts)).toBe(true);
    expect(selection.getSnapshot()).toBe('older');
    expect(toasts.show).toHaveBeenCalledWith({ id: ACCOUNT_ACCESS_TOAST_ID, type: 'error', message: 't:errors.accountAccess', persistent: true });
    expect(toasts.dismiss).not.toHaveBeenCalled();
    session.logIn('user-1');
    expect(toasts.dismiss).toHaveBeenCalledWith(ACCOUNT_ACCESS_TOAST_ID);
  });

  it('leaves other account fetch failures alone', () => {
    const { selection, toasts } = setup();
    selection.switchAccount({ userId: 'user-1', accountId: 'newer' });
    expect(selection.accountFetchFailed(500, 'newer', accounts)).toBe(false);
    expect(selection.getSnapshot()).toBe('newer');
    expect(toasts.show).not.toHaveBeenCalled();
  });

  it('a login without a shown toast dismisses nothing', () => {
    const { toasts, session } = setup();
    session.logIn('user-1');
    expect(toasts.dismiss).not.toHaveBeenCalled();
  });
});
