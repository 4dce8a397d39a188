import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modals/ModalHost';
import { createModalStore } from '../../app/modals/modalStore';
import { expectNoAxeViolations } from '../../testing/axe';
import '../../testing/cssEscape';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { COPIED_FEEDBACK_MS } from '../../ui/useCopyText';
import { ShareDialog } from './ShareDialog';

/** user-event installs its own clipboard on setup, so the test's goes in afterwards. */
function setUp(writeText: (text: string) => Promise<void>, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const store = createModalStore();
  renderWithRelay(<ModalHost store={store} />);
  act(() => {
    store.open(ShareDialog, { source: { id: 'sch1', kind: 'schedule', title: 'Mornings' } });
  });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ShareDialog (core.md 2 Controls and dialogs)', () => {
  it("shows the schedule's public link read-only and says 'Copied' for 2 s after copying it", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = setUp(writeText, { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // The dialog's code loads with its first opening, on real timers; the feedback's 2 s run on fake ones.
    const field = await screen.findByRole('textbox', { name: 'Public link' }, { timeout: 10_000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/cadence/sch1`);
    expect(field.hasAttribute('readonly')).toBe(true);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cadence/sch1`);
    await screen.findByRole('button', { name: 'Copied' });
    act(() => {
      vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
  });

  it('explains how to copy by hand and selects the link when the clipboard refuses', async () => {
    const user = setUp(() => Promise.reject(new Error('NotAllowedError')));
    const field = (await screen.findByRole('textbox', { name: 'Public link' })) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/could not be copied.*Ctrl\+C/));
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined();
  });
});
