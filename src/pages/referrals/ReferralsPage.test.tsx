import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ReferralsPageQuery from '../../__generated__/ReferralsPageQuery.graphql';
import type { ReferralsPageQuery as ReferralsPageQueryType } from '../../__generated__/ReferralsPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { COPIED_FEEDBACK_MS } from '../../ui/useCopyText';
import { ReferralsPage } from './ReferralsPage';

const URL = 'https://app.example/referral/K7MPQ2RX';
const PATH = '/accounts/acc-1/settings/referrals';

/** user-event installs its own clipboard on setup, so the test's goes in afterwards. */
function renderPage({ totalCount = 3, pending = [] as 'all' | [], writeText = vi.fn((_text: string) => Promise.resolve()), advanceTimers = undefined as ((ms: number) => void) | undefined } = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const environment = createMockEnvironment();
  const view = renderWithRelay(null, {
    environment,
    pending,
    at: PATH,
    mockResolvers: { Referral: () => ({ code: 'K7MPQ2RX', url: URL, referredAccounts: { totalCount } }) },
    routes: [{ path: PATH, loader: () => preloadQuery<ReferralsPageQueryType>(environment, ReferralsPageQuery, { accountId: 'acc-1' }), element: <ReferralsPage /> }],
  });
  return { user, writeText, ...view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReferralsPage (billing.md 2.1, 2.6)', () => {
  it('shows placeholders while the referral loads', async () => {
    renderPage({ pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading your referral link' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the referral link read-only and how many accounts signed up through it, accessibly', async () => {
    const { container } = renderPage();
    const field = (await screen.findByRole('textbox', { name: 'Your referral link' }, { timeout: 5000 })) as HTMLInputElement;
    expect(field.value).toBe(URL);
    expect(field.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('3 accounts signed up through your link')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('counts a single referral in the singular', async () => {
    renderPage({ totalCount: 1 });
    expect(await screen.findByText('1 account signed up through your link', {}, { timeout: 5000 })).toBeTruthy();
  });

  it("copies the link from the keyboard and announces 'Copied'", async () => {
    const { user, writeText } = renderPage();
    await screen.findByRole('textbox', { name: 'Your referral link' }, { timeout: 5000 });
    screen.getByRole('button', { name: 'Copy link' }).focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(screen.getByText('Copied').closest('[role="status"]')).toBeTruthy());
  });

  it("says 'Copied' for 2 s", async () => {
    const { user } = renderPage({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findByRole('textbox', { name: 'Your referral link' }, { timeout: 5000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Copied');
    act(() => {
      vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 100);
    });
    expect(screen.queryByText('Copied')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('explains how to copy by hand and selects the link when the clipboard refuses', async () => {
    const { user } = renderPage({ writeText: vi.fn(() => Promise.reject(new Error('denied'))) });
    const field = (await screen.findByRole('textbox', { name: 'Your referral link' }, { timeout: 5000 })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy. Select the link and copy it yourself.')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL.length]);
  });
});
