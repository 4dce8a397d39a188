// The selected account (navigation.md 4 'Session and account selection', 8; core.md 4, 8): chosen by the
// user or by default, kept per user across reloads, and where an account switch takes the user.
import * as z from 'zod/mini';
import { AppError } from '../errors/AppError';
import { toDate } from '../domain/zoneStatus';
import type { Instant } from '../domain/zoneStatus';
import type { ToastsPort, Translate } from './ports';
import { isLoggedIn } from './session';
import { SESSION_ERROR_MESSAGES } from './sessionErrors';
import type { SessionStore } from './sessionStore';
import { STORAGE_KEYS, browserStorage, readJson, writeJson } from './storage';
import type { KeyValueStorage } from './storage';

export const ACCOUNT_ACCESS_TOAST_ID = 'session.accountAccess';
/** Account fetch failures that mean 'no access to this account any more'. */
export const ACCOUNT_ACCESS_STATUSES: readonly number[] = [401, 403, 404];
export const HOME_PATH = '/home';
const SWITCH_ACCOUNT_INCOMPLETE = "A 'switch-account' session action needs both userId and accountId";

/** A 'switch-account' action: both ids are required (core.md 4, navigation.md 5). */
export const SwitchAccountSchema = z.object({ userId: z.string().check(z.minLength(1)), accountId: z.string().check(z.minLength(1)) });
export type SwitchAccount = z.infer<typeof SwitchAccountSchema>;

export function parseSwitchAccount(input: { userId?: string | null; accountId?: string | null }): SwitchAccount {
  const parsed = SwitchAccountSchema.safeParse(input);
  if (!parsed.success) throw new AppError(SWITCH_ACCOUNT_INCOMPLETE, { kind: 'client', operation: 'switch-account' });
  return parsed.data;
}

export interface AccountCandidate {
  id: string;
  /** created_at (compact) or iso8601_created_at / createdAt (ISO). */
  createdAt: Instant;
}

/** The newest account by creation date; an unreadable date counts as the oldest, ties keep list order. */
export function defaultAccountId(accounts: readonly AccountCandidate[]): string | undefined {
  let newest: { id: string; time: number } | undefined;
  for (const account of accounts) {
    const time = toDate(account.createdAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (!newest || time > newest.time) newest = { id: account.id, time };
  }
  return newest?.id;
}

export interface AccountSwitch {
  /** The current location's path. */
  pathname: string;
  /** undefined when the user has no account to switch to. */
  newAccountId: string | undefined;
  /** The target account has the onboarding_enabled flag. */
  targetHasOnboardingEnabled: boolean;
  /** The current route's account-switch target (navigation.md 2.1), a path with ':accountId' in it. */
  routeSwitchTarget?: string;
}

const ACCOUNT_PAGE = /^\/accounts\/[^/]+/;
const PARTNER_PORTAL_PAGE = /^\/partner-portal\/[^/]+/;

/**
 * Where an account switch takes the user (navigation.md 4): on an /accounts/ page, to /home when the
 * target has onboarding enabled, else to the route's account-switch target or the same path under the new
 * id; elsewhere the path stays; with no account, /home.
 */
export function accountSwitchTarget({ pathname, newAccountId, targetHasOnboardingEnabled, routeSwitchTarget }: AccountSwitch): string {
  if (!newAccountId) return HOME_PATH;
  // The partner portal's pages switch to the new account's dashboard (navigation.md 2.5).
  if (PARTNER_PORTAL_PAGE.test(pathname)) return `/partner-portal/${encodeURIComponent(newAccountId)}`;
  if (!ACCOUNT_PAGE.test(pathname)) return pathname;
  if (targetHasOnboardingEnabled) return HOME_PATH;
  const accountId = encodeURIComponent(newAccountId);
  return routeSwitchTarget ? routeSwitchTarget.replace(':accountId', accountId) : pathname.replace(ACCOUNT_PAGE, `/accounts/${accountId}`);
}

export interface AccountSelectionOptions {
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe' | 'onLogin'>;
  toasts: ToastsPort;
  translate: Translate;
  report(error: AppError): void;
  /** Switching or unselecting an account clears checkout state. */
  clearCheckoutState(): void;
  storage?: KeyValueStorage;
}

export interface AccountSelection {
  /** The signed-in user's selected account id. */
  getSnapshot(): string | undefined;
  subscribe(listener: () => void): () => void;
  /** Selects the account for the user; throws unless both ids are given. */
  switchAccount(input: { userId?: string | null; accountId?: string | null }): void;
  unselect(): void;
  /**
   * Logged in with accounts but none selected: selects the newest. A second automatic selection for the
   * same user is reported ('Logged in user with no account selected'). Returns the selected id.
   */
  selectDefaultIfNone(accounts: readonly AccountCandidate[]): string | undefined;
  /**
   * Fetching an account failed. For 401, 403 or 404 selects the default of the other accounts and shows
   * the persistent 'account access' toast until the next login; returns whether it did.
   */
  accountFetchFailed(status: number, failedAccountId: string, accounts: readonly AccountCandidate[]): boolean;
  dispose(): void;
}

export function createAccountSelection(options: AccountSelectionOptions): AccountSelection {
  const { session, toasts, translate, report, clearCheckoutState } = options;
  const storage = options.storage ?? browserStorage('local');
  const listeners = new Set<() => void>();
  const stored = SwitchAccountSchema.safeParse(readJson(storage, STORAGE_KEYS.selectedAccount));
  // Kept in memory after start-up: each tab follows its own URL's account, storage only seeds the next load.
  let selection: SwitchAccount | undefined = stored.success ? stored.data : undefined;
  let automaticSelections = { userId: undefined as string | undefined, count: 0 };
  let accessToastShown = false;

  function getSnapshot() {
    const { userId } = session.getSnapshot();
    return selection && userId && selection.userId === userId ? selection.accountId : undefined;
  }

  function change(next: SwitchAccount | undefined) {
    const before = getSnapshot();
    selection = next;
    writeJson(storage, STORAGE_KEYS.selectedAccount, next);
    if (getSnapshot() === before) return;
    clearCheckoutState();
    for (const listener of [...listeners]) listener();
  }

  function selectDefault(accounts: readonly AccountCandidate[]): string | undefined {
    const { userId } = session.getSnapshot();
    const accountId = defaultAccountId(accounts);
    change(userId && accountId ? { userId, accountId } : undefined);
    return getSnapshot();
  }

  const offLogin = session.onLogin(() => {
    if (!accessToastShown) return;
    accessToastShown = false;
    toasts.dismiss(ACCOUNT_ACCESS_TOAST_ID);
  });

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      // The selection is the signed-in user's, so a change of user changes it too.
      const offSession = session.subscribe(listener);
      return () => {
        listeners.delete(listener);
        offSession();
      };
    },
    switchAccount(input) {
      change(parseSwitchAccount(input));
    },
    unselect() {
      change(undefined);
    },
    selectDefaultIfNone(accounts) {
      const current = session.getSnapshot();
      const selected = getSnapshot();
      if (selected || !isLoggedIn(current) || !current.userId || accounts.length === 0) return selected;
      if (automaticSelections.userId !== current.userId) automaticSelections = { userId: current.userId, count: 0 };
      automaticSelections.count += 1;
      if (automaticSelections.count > 1) report(new AppError(SESSION_ERROR_MESSAGES.noAccountSelected, { kind: 'client', operation: 'account selection' }));
      return selectDefault(accounts);
    },
    accountFetchFailed(status, failedAccountId, accounts) {
      if (!ACCOUNT_ACCESS_STATUSES.includes(status)) return false;
      selectDefault(accounts.filter((account) => account.id !== failedAccountId));
      accessToastShown = true;
      toasts.show({ id: ACCOUNT_ACCESS_TOAST_ID, type: 'error', message: translate('errors.accountAccess'), persistent: true });
      return true;
    },
    dispose: offLogin,
  };
}
