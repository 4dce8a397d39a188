import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import en from '../../i18n/en.json';
import { expectNoAxeViolations } from '../../testing/axe';
import { browserPage } from './browserPage';
import { ErrorPage } from './ErrorPage';
import { PAGE_ERROR_CODES } from '../../errors/fromUnknown';
import { SUPPORT_EMAIL, SUPPORT_URL } from './support';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { createToastStore } from '../../app/toasts/toastStore';
import { crashReportsThrough } from './testing';

vi.mock('./ReportCrashMutation', () => ({ commitCrashReport: vi.fn() }));

const DEFAULT_BODY = "This is most likely our fault and we've been notified of the issue. Try reloading the page, or resetting your local data. If your problem persists, please let us know!";
const ERROR_ID = '3f2b9c1e-5d4a-4e21-9c1b-7a8d6e5f4c3b';

beforeEach(() => {
  vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
  vi.spyOn(browserPage, 'back').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

const heading = () => screen.getByRole('heading', { level: 1 });
const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

/** user-event installs its own clipboard on setup, so the test's goes in afterwards. */
function setUpWithClipboard(writeText?: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
  return user;
}

describe('ErrorPage', () => {
  it('shows the default title with the code and the default body for an unexpected error', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<ErrorPage code="client" unexpected errorId={ERROR_ID} />, { environment, wrap: crashReportsThrough(environment) });
    expect(heading().textContent).toBe('Unexpected error (client)');
    expect(screen.getByText(DEFAULT_BODY)).toBeDefined();
    expect(buttonNames()).toEqual(['Go back', 'Reload the page', 'Reset local data', 'Report an issue', 'Copy error ID']);
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeDefined();
    expect(screen.getByText('Please include this ID if contacting support.')).toBeDefined();
    expect(screen.getByText(ERROR_ID)).toBeDefined();
    await expectNoAxeViolations();
  });

  it('links to Home, Create and Help & Support (external)', () => {
    renderWithRelay(<ErrorPage code="server" />);
    const links = within(screen.getByRole('navigation', { name: 'Helpful links' }));
    expect(links.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home');
    expect(links.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/create');
    const help = links.getByRole('link', { name: 'Help & Support' });
    expect(help.getAttribute('href')).toBe(SUPPORT_URL);
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('navigates in the app from the Home link', async () => {
    const { router } = renderWithRelay(<ErrorPage code="notFound" />, { at: '/accounts/_/gone' });
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('gives each page error code its own title and body', () => {
    for (const code of PAGE_ERROR_CODES) {
      renderWithRelay(<ErrorPage code={code} />);
      const texts = en.errorPage[code];
      expect(heading().textContent, code).toBe(texts.title);
      expect(screen.getByText(texts.body)).toBeDefined();
      document.body.innerHTML = '';
    }
  });

  it('offers log in for unauthorized', () => {
    renderWithRelay(<ErrorPage code="unauthorized" />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(buttonNames()).toEqual(['Go back']);
  });

  it('goes back and reloads', async () => {
    renderWithRelay(<ErrorPage code="offline" />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(browserPage.back).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(browserPage.reload).toHaveBeenCalledTimes(1);
  });

  it('resets local data: clears local and session storage, then reloads', async () => {
    localStorage.setItem('cadence.session', 'token');
    sessionStorage.setItem('cadence.relayStore.control', '{}');
    renderWithRelay(<ErrorPage code="client" unexpected />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset local data' }));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(browserPage.reload).toHaveBeenCalledTimes(1);
  });

  it('contacts support by e-mail, quoting the error id', () => {
    renderWithRelay(<ErrorPage code="server" errorId={ERROR_ID} />);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Error ${ERROR_ID}`)}`);
  });

  it('shows no error id or report action when nothing was reported', () => {
    const environment = createMockEnvironment();
    renderWithRelay(<ErrorPage code="server" />, { environment, wrap: crashReportsThrough(environment) });
    expect(screen.queryByText('Please include this ID if contacting support.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
  });

  it('offers no report without a Relay environment to send it with', () => {
    renderWithRelay(<ErrorPage code="client" unexpected errorId={ERROR_ID} />);
    expect(screen.queryByRole('button', { name: 'Report an issue' })).toBeNull();
    expect(screen.getByText(ERROR_ID)).toBeDefined();
  });

  it('opens the crash dialog from Report an issue', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(<ErrorPage code="client" unexpected errorId={ERROR_ID} />, { environment, wrap: crashReportsThrough(environment) });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeDefined();
  });

  it('says the report cannot be sent when the crash dialog cannot load', async () => {
    vi.doMock('./CrashDialog', () => {
      throw new TypeError('Failed to fetch dynamically imported module: https://app.cadence.test/assets/CrashDialog-3e1f.js');
    });
    onTestFinished(() => void vi.doUnmock('./CrashDialog'));
    const toasts = createToastStore();
    const environment = createMockEnvironment();
    const reports = crashReportsThrough(environment);
    renderWithRelay(<ErrorPage code="client" unexpected errorId={ERROR_ID} />, { environment, wrap: (children) => <ToastStoreContext value={toasts}>{reports(children)}</ToastStoreContext> });
    await userEvent.click(screen.getByRole('button', { name: 'Report an issue' }));
    await waitFor(() => expect(toasts.getToasts()).toHaveLength(1));
    expect(toasts.getToasts()[0]).toMatchObject({ type: 'error', message: `We couldn't send your report. Please try again, or e-mail it to ${SUPPORT_EMAIL}.` });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('copying the error id', () => {
    it("says 'Copying...' while copying, then 'Copied to clipboard'", async () => {
      let finish!: () => void;
      const writeText = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const user = setUpWithClipboard(writeText);
      renderWithRelay(<ErrorPage code="server" errorId={ERROR_ID} />);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe('');
      await user.click(screen.getByRole('button', { name: 'Copy error ID' }));
      expect(writeText).toHaveBeenCalledWith(ERROR_ID);
      expect(status.textContent).toBe('Copying...');
      finish();
      await waitFor(() => expect(status.textContent).toBe('Copied to clipboard'));
    });

    it("says 'Failed to copy' when the clipboard refuses", async () => {
      const user = setUpWithClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
      renderWithRelay(<ErrorPage code="server" errorId={ERROR_ID} />);
      await user.click(screen.getByRole('button', { name: 'Copy error ID' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Failed to copy'));
    });

    it("says 'Failed to copy' without a clipboard", async () => {
      const user = setUpWithClipboard(undefined);
      renderWithRelay(<ErrorPage code="server" errorId={ERROR_ID} />);
      await user.click(screen.getByRole('button', { name: 'Copy error ID' }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Failed to copy'));
    });
  });

  describe('variants', () => {
    const ZonesList = () => (
      <>
        <p>Zones list</p>
        <Outlet />
      </>
    );
    const routes = [{ path: 'zones', element: <ZonesList />, children: [{ path: ':zoneId', errorElement: <ErrorPage code="notFound" variant="modal" />, loader: () => Promise.reject(new Error('gone')), element: <p>Zone</p> }] }];

    it('full is the page main landmark with the helpful links', () => {
      renderWithRelay(<ErrorPage code="server" />);
      expect(screen.getByRole('main').contains(heading())).toBe(true);
      expect(screen.getByRole('navigation', { name: 'Helpful links' })).toBeDefined();
    });

    it('minimal sits inside a layout: a region without the links', async () => {
      renderWithRelay(
        <main>
          <ErrorPage code="server" variant="minimal" errorId={ERROR_ID} />
        </main>,
      );
      expect(screen.getByRole('region', { name: en.errorPage.server.title })).toBeDefined();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.getByRole('button', { name: 'Go back' })).toBeDefined();
      await expectNoAxeViolations();
    });

    it('modal opens over the parent route, and closing goes to the parent route', async () => {
      const { router } = renderWithRelay(null, { routes, at: '/zones/z1' });
      const dialog = await screen.findByRole('dialog', { name: en.errorPage.notFound.title });
      expect(screen.getByText('Zones list')).toBeDefined();
      expect(within(dialog).queryByRole('button', { name: 'Go back' })).toBeNull();
      await expectNoAxeViolations();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/zones'));
    });

    it('modal closes to the parent route on Escape too', async () => {
      const { router } = renderWithRelay(null, { routes, at: '/zones/z1' });
      await screen.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(router.state.location.pathname).toBe('/zones'));
    });
  });
});
