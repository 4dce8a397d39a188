// The account in a path (core.md 2, navigation.md 2.1, 2.4): '_' means the current account, an id that
// differs from the selected account switches to it, a missing id is filled with the current one, and an
// account the user cannot access sends them to /home.
import type { RouterContext } from './context';
import { CURRENT_ACCOUNT, HOME_PATH, accountPath } from './paths';

type AccountContext = Pick<RouterContext, 'currentAccountId' | 'switchAccount'>;
type Href = Pick<URL, 'pathname' | 'search' | 'hash'>;

/** The /accounts/{id}/... path with another id in it. */
function withAccountId(url: Href, accountId: string): string {
  const [, , ...rest] = url.pathname.split('/').slice(1);
  return `${accountPath(accountId, rest.length ? `/${rest.join('/')}` : '')}${url.search}${url.hash}`;
}

/**
 * The path with '_' replaced by the selected account, when it names the current account and one is
 * selected; null otherwise. Start-up resolves the page load's own path with it before the router starts:
 * a redirect of the router's would wait for the page's code to load before the page's query could start.
 */
export function currentAccountPath(url: Href, selectedAccountId: string | undefined): string | null {
  const [first, accountId] = url.pathname.split('/').slice(1);
  return first === 'accounts' && accountId === CURRENT_ACCOUNT && selectedAccountId ? withAccountId(url, selectedAccountId) : null;
}

/** Where /accounts/{accountId}/... goes before its page shows; null to go on. May switch the selected account. */
export async function accountRedirect(context: AccountContext, accountId: string, url: Href): Promise<string | null> {
  const current = await context.currentAccountId();
  if (accountId === CURRENT_ACCOUNT) return current ? withAccountId(url, current) : HOME_PATH;
  if (accountId === current) return null;
  return (await context.switchAccount(accountId)) ? null : HOME_PATH;
}

/** /accounts with no id: the current account's page, or /home without one. */
export async function missingAccountRedirect(context: AccountContext, url: Pick<URL, 'search' | 'hash'>): Promise<string> {
  const current = await context.currentAccountId();
  return current ? `${accountPath(current)}${url.search}${url.hash}` : HOME_PATH;
}
