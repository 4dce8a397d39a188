// The create pages' tests run signed in with an account selected, as the routes' guards ensure.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createAccountSelection } from '../../../session/accountSelection';
import { SessionProvider } from '../../../session/SessionProvider';
import { createSessionStore } from '../../../session/sessionStore';
import { memoryStorage } from '../../../session/storage';
import { accessToken } from '../../../session/testTokens';

export const ACCOUNT_ID = 'acc-1';

/** A session signed in as user-1 with ACCOUNT_ID selected, as a renderWithRelay `wrap`. */
export async function withAccount(): Promise<(children: ReactNode) => ReactNode> {
  const session = createSessionStore({
    auth: { loginUser: async () => ({ token: accessToken({ sub: 'user-1' }), refreshToken: 'rt' }), refreshLogin: async () => null, logoutUser: async () => null, exchangeAuthToken: async () => null },
    effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
    report: vi.fn(),
    storage: memoryStorage(),
    withRefreshLock: (task) => task(),
  });
  const accounts = createAccountSelection({ session, toasts: { show: vi.fn(), dismiss: vi.fn() }, translate: (key) => key, report: vi.fn(), clearCheckoutState: vi.fn(), storage: memoryStorage() });
  await session.login({ email: 'owner@cadence.test', password: 'x' });
  accounts.switchAccount({ userId: 'user-1', accountId: ACCOUNT_ID });
  return (children) => (
    <SessionProvider session={session} accounts={accounts}>
      {children}
    </SessionProvider>
  );
}
