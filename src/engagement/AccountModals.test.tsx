import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../testing/axe';
import { renderWithRelay } from '../testing/renderWithRelay';
import { NO_ACCOUNT_DISMISSED_KEY } from '../domain/engagement/accountModals';
import { AccountModals } from './AccountModals';
import { EngagementCallsProvider } from './engagementCallsContext';
import type { AccountTerms, EngagementCalls } from './engagementCallsContext';

afterEach(() => localStorage.clear());

function renderModals(props: Parameters<typeof AccountModals>[0], terms: AccountTerms, at = '/home') {
  const calls = { accountTerms: vi.fn(async () => terms), acceptLegal: vi.fn(async () => {}) };
  const view = renderWithRelay(null, {
    at,
    routes: [
      { path: '*', element: <AccountModals {...props} /> },
      { path: 'signup', element: <p>Signup page</p> },
    ],
    wrap: (children) => <EngagementCallsProvider value={calls as unknown as EngagementCalls}>{children}</EngagementCallsProvider>,
  });
  return { ...view, calls, user: userEvent.setup() };
}

describe('the terms modal (navigation.md 2.14, 4)', { timeout: 30_000 }, () => {
  it('shows when other terms were accepted, and Accept records the acceptance and hides it', async () => {
    const { calls, user } = renderModals({ accountId: 'acc-1', hasAccounts: true }, { termsType: 'us', acceptance: { acceptedBy: 'u1', termsType: 'general' } });
    const dialog = await screen.findByRole('dialog', { name: 'Our terms have changed' });
    expect(dialog).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(calls.acceptLegal).toHaveBeenCalledWith('acc-1', 'us');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays away when these terms were accepted', async () => {
    const { calls } = renderModals({ accountId: 'acc-1', hasAccounts: true }, { termsType: 'general', acceptance: { acceptedBy: 'u1', termsType: 'general' } });
    await waitFor(() => expect(calls.accountTerms).toHaveBeenCalledWith('acc-1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the no-account modal (navigation.md 2.14, 4)', { timeout: 30_000 }, () => {
  const none = { termsType: null, acceptance: null };

  it('asks a user without accounts to sign up, and Sign up goes to /signup', async () => {
    const { user, router } = renderModals({ accountId: null, hasAccounts: false }, none);
    expect(await screen.findByRole('dialog', { name: 'You have no account yet' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers a dismissal locally', async () => {
    const first = renderModals({ accountId: null, hasAccounts: false }, none);
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(NO_ACCOUNT_DISMISSED_KEY)).toBe('true');
    first.unmount();
    renderModals({ accountId: null, hasAccounts: false }, none);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
