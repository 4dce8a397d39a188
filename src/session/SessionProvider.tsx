// The session and the selected account for React: mount SessionProvider once (main.tsx) and read them
// with the hooks below.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AccountSelection } from './accountSelection';
import { isLoggedIn } from './session';
import type { Session } from './session';
import type { SessionStore } from './sessionStore';

interface SessionContextValue {
  session: SessionStore;
  accounts: AccountSelection;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ session, accounts, children }: SessionContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ session, accounts }), [session, accounts]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession: no SessionProvider above this component');
  return value;
}

/** The store itself, for login, logout and the other actions. */
export function useSessionStore(): SessionStore {
  return useSessionContext().session;
}

/** The current session; re-renders when it changes. */
export function useSession(): Session {
  const { session } = useSessionContext();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

export function useIsLoggedIn(): boolean {
  return isLoggedIn(useSession());
}

export function useAccountSelection(): AccountSelection {
  return useSessionContext().accounts;
}

/** The signed-in user's selected account id. */
export function useSelectedAccountId(): string | undefined {
  const { accounts } = useSessionContext();
  return useSyncExternalStore(accounts.subscribe, accounts.getSnapshot, accounts.getSnapshot);
}
