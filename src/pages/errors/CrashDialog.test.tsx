import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { createToastStore } from '../../app/toasts/toastStore';
import type { ToastStore } from '../../app/toasts/toastStore';
import { expectNoAxeViolations } from '../../testing/axe';
import { CrashDialog } from './CrashDialog';
import type { CrashReport } from './crashReport';
import { ErrorPage } from './ErrorPage';
import { commitCrashReport } from './ReportCrashMutation';
import { SUPPORT_EMAIL } from './support';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { crashReportsThrough } from './testing';

vi.mock('./ReportCrashMutation', () => ({ commitCrashReport: vi.fn() }));

const ERROR_ID = 'b7c1d2e3-0000-4000-8000-000000000001';
const LABEL = 'What where you doing when encountering this error?';
let toasts: ToastStore;

beforeEach(() => {
  toasts = createToastStore();
  vi.mocked(commitCrashReport).mockReset();
});

function Harness({ send }: { send: (report: CrashReport) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return (
    <ToastStoreContext value={toasts}>
      <main>
        <p>{open ? 'dialog open' : 'dialog closed'}</p>
        <CrashDialog isOpen={open} onOpenChange={setOpen} errorId={ERROR_ID} send={send} />
      </main>
    </ToastStoreContext>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Something went wrong' });
/** The dialog loads with its first render (src/ui/Dialog.tsx). */
const dialogShown = () => screen.findByRole('dialog', { name: 'Something went wrong' });

describe('CrashDialog', () => {
  it('asks what happened, says how messages are handled and gives the support e-mail', async () => {
    renderWithRelay(<Harness send={vi.fn()} />);
    await dialogShown();
    const subtitle = within(dialog()).getByText(/describe|tell us/i);
    expect(subtitle.textContent).toContain(SUPPORT_EMAIL);
    expect(subtitle.textContent).toMatch(/read every message/);
    expect(subtitle.textContent).toMatch(/can't answer them directly/);
    expect(within(dialog()).getByRole('textbox', { name: LABEL })).toBeDefined();
    expect(within(dialog()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Close', 'Report issue']);
    await expectNoAxeViolations();
  });

  it('closes with Close without sending', async () => {
    const send = vi.fn();
    renderWithRelay(<Harness send={send} />);
    await dialogShown();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('dialog closed')).toBeDefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the comment with the error id, closes and thanks the user', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderWithRelay(<Harness send={send} />, { at: '/accounts/_/schedules' });
    await dialogShown();
    await userEvent.type(within(dialog()).getByRole('textbox', { name: LABEL }), 'Saving a schedule');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Report issue' }));
    expect(send).toHaveBeenCalledWith({ errorId: ERROR_ID, comment: 'Saving a schedule', question: LABEL, routePath: window.location.pathname, client: 'business' });
    await waitFor(() => expect(screen.getByText('dialog closed')).toBeDefined());
    expect(toasts.getToasts().map(({ type, message }) => ({ type, message }))).toEqual([{ type: 'success', message: 'Thank you! Your report has been sent.' }]);
  });

  it('stays open and says so when sending fails', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    renderWithRelay(<Harness send={send} />);
    await dialogShown();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Report issue' }));
    await waitFor(() => expect(toasts.getToasts()).toHaveLength(1));
    expect(toasts.getToasts()[0]).toMatchObject({ type: 'error', message: `We couldn't send your report. Please try again, or e-mail it to ${SUPPORT_EMAIL}.` });
    expect(screen.getByText('dialog open')).toBeDefined();
    expect(within(dialog()).getByRole('button', { name: 'Report issue' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('limits the comment to 3000 characters', async () => {
    renderWithRelay(<Harness send={vi.fn()} />);
    await dialogShown();
    expect(within(dialog()).getByRole('textbox', { name: LABEL }).getAttribute('maxlength')).toBe('3000');
  });
});

describe('reporting from the error page', () => {
  it('commits ReportCrashMutation on the control environment', async () => {
    vi.mocked(commitCrashReport).mockResolvedValue();
    const environment = createMockEnvironment();
    renderWithRelay(<ErrorPage code="client" unexpected errorId={ERROR_ID} />, { environment, wrap: crashReportsThrough(environment) });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    await dialogShown();
    await userEvent.type(screen.getByRole('textbox', { name: LABEL }), 'Opening zones');
    await userEvent.click(screen.getByRole('button', { name: 'Report issue' }));
    expect(commitCrashReport).toHaveBeenCalledTimes(1);
    const [usedEnvironment, input] = vi.mocked(commitCrashReport).mock.calls[0]!;
    expect(usedEnvironment).toBe(environment);
    expect(input.feedbackFormName).toBe('crash-report');
    expect(JSON.parse(input.payload)[0].response).toBe('Opening zones');
    expect(JSON.parse(input.metadata).error_id).toBe(ERROR_ID);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
