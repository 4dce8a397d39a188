// The editorial agent of this browser (core.md 3 'Editorial agent context'): the session's user, the
// selected account's plan, country and business, and a random id kept for this browser session.
import { editorialAgentOf } from '../domain/editorial';
import type { EditorialAgent } from '../domain/editorial';
import type { RouteAccountFacts } from '../routing/context';

export const BROWSER_SESSION_STORAGE_KEY = 'cadence.editorial.session';

/** A random id kept in session storage: every reload of the tab keeps it, a new session gets a new one. */
export function browserSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const kept = storage.getItem(BROWSER_SESSION_STORAGE_KEY);
  if (kept) return kept;
  const id = crypto.randomUUID();
  storage.setItem(BROWSER_SESSION_STORAGE_KEY, id);
  return id;
}

/** The agent of the session's user and the selected account (with the facts read of it; none when it cannot be read). */
export async function currentEditorialAgent(userId: string | null, accountId: string | null, readFacts: (accountId: string) => Promise<RouteAccountFacts | null>): Promise<EditorialAgent> {
  const facts = accountId ? await readFacts(accountId) : null;
  return editorialAgentOf({ version: __APP_VERSION__, now: new Date(), session: browserSessionId(), userId, account: accountId && facts ? { id: accountId, ...facts } : null });
}
