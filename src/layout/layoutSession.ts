// What the layout reads from the session (src/session): who is signed in, the selected account, and
// the account switch (navigation.md 4).
import { useMemo } from 'react';
import { isLoggedIn } from '../session/session';
import { useAccountSelection, useSelectedAccountId, useSession } from '../session/SessionProvider';

export interface LayoutSession {
  /** A person's own sign-in; a paired player's session is not (its viewer is the device). */
  loggedIn: boolean;
  userId: string | null;
  /** The selected account; null when there is none. */
  accountId: string | null;
  /** Makes another of the user's accounts the selected one. */
  switchAccount(accountId: string): void;
}

export function useLayoutSession(): LayoutSession {
  const session = useSession();
  const selection = useAccountSelection();
  const accountId = useSelectedAccountId() ?? null;
  return useMemo(
    () => ({
      loggedIn: isLoggedIn(session),
      userId: session.userId ?? null,
      accountId,
      switchAccount: (id: string) => selection.switchAccount({ userId: session.userId, accountId: id }),
    }),
    [session, selection, accountId],
  );
}
