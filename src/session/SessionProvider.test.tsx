import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../testing/renderWithRelay';
import { createAccountSelection } from './accountSelection';
import { SessionProvider, useIsLoggedIn, useSelectedAccountId, useSession } from './SessionProvider';
import { createSessionStore } from './sessionStore';
import { memoryStorage } from './storage';
import { accessToken } from './testTokens';

function Probe() {
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const accountId = useSelectedAccountId();
  return <p>{`${loggedIn ? `in as ${session.userId}` : 'out'}; account ${accountId ?? 'none'}`}</p>;
}

describe('SessionProvider', () => {
  it('re-renders readers when the session and the selected account change', async () => {
    const session = createSessionStore({
      auth: { loginUser: async () => ({ token: accessToken({ sub: 'user-1' }), refreshToken: 'rt' }), refreshLogin: async () => null, logoutUser: async () => null, exchangeAuthToken: async () => null },
      effects: { clearDataCache: vi.fn(), restartLiveConnection: vi.fn(), resetNotifications: vi.fn() },
      report: vi.fn(),
      storage: memoryStorage(),
      withRefreshLock: (task) => task(),
    });
    const accounts = createAccountSelection({ session, toasts: { show: vi.fn(), dismiss: vi.fn() }, translate: (key) => key, report: vi.fn(), clearCheckoutState: vi.fn(), storage: memoryStorage() });
    renderWithRelay(<Probe />, {
      wrap: (children) => (
        <SessionProvider session={session} accounts={accounts}>
          {children}
        </SessionProvider>
      ),
    });
    expect(screen.getByText('out; account none')).toBeTruthy();
    await act(() => session.login({ email: 'a@b.test', password: 'x' }));
    expect(screen.getByText('in as user-1; account none')).toBeTruthy();
    act(() => accounts.switchAccount({ userId: 'user-1', accountId: 'acc-1' }));
    expect(screen.getByText('in as user-1; account acc-1')).toBeTruthy();
    act(() => session.logout());
    expect(screen.getByText('out; account none')).toBeTruthy();
    session.dispose();
  });

  // Rendered bare: inside renderWithRelay's router the error would become the router's error screen instead of a throw.
  it('tells a reader outside the provider what is missing', () => {
    expect(() => render(<Probe />)).toThrow('useSession: no SessionProvider above this component');
  });
});
