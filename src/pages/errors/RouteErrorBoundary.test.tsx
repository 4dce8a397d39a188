import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppError } from '../../errors/AppError';
import { CHUNK_RELOAD_STORAGE_KEY } from '../../errors/fromUnknown';
import en from '../../i18n/en.json';
import { expectNoAxeViolations } from '../../testing/axe';
import { browserPage } from './browserPage';
import { PageErrorReporterContext } from './errorReporting';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteErrorBoundaryProps } from './RouteErrorBoundary';
import { renderWithRelay } from '../../testing/renderWithRelay';

vi.mock('./ReportCrashMutation', () => ({ commitCrashReport: vi.fn() }));

const REPORT_ID = '5E1F0A2B';
const report = vi.fn((_error: unknown) => REPORT_ID);

beforeEach(() => {
  report.mockClear();
  sessionStorage.clear();
  vi.spyOn(browserPage, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A route at /page whose loader throws `thrown`, with the reporter provided around the router. */
function renderFailingRoute(thrown: unknown, path = '/page', boundary: RouteErrorBoundaryProps = {}) {
  const routes: RouteObject[] = [
    {
      element: <Outlet />,
      errorElement: <RouteErrorBoundary {...boundary} />,
      children: [
        {
          path: 'page',
          loader: () => {
            throw thrown;
          },
          element: <p>Loaded</p>,
        },
      ],
    },
  ];
  return renderWithRelay(null, { routes, at: path, rootErrorElement: <RouteErrorBoundary />, wrap: (children) => <PageErrorReporterContext value={report}>{children}</PageErrorReporterContext> });
}

const title = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

describe('RouteErrorBoundary', () => {
  it('shows the not-found page for an unknown path, unreported', async () => {
    renderFailingRoute(null, '/nowhere');
    expect(await title()).toBe(en.errorPage.notFound.title);
    expect(screen.queryByText('Please include this ID if contacting support.')).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it("shows the route table's not-found screen for whatever is not found on a page", async () => {
    const notFound = <h1>Route not found (/page)</h1>;
    renderFailingRoute(new Response(null, { status: 404 }), '/page', { variant: 'minimal', notFound });
    expect(await title()).toBe('Route not found (/page)');
    expect(report).not.toHaveBeenCalled();
  });

  it('keeps its compact not-found texts in a modal', async () => {
    renderFailingRoute(new Response(null, { status: 404 }), '/page', { variant: 'modal', notFound: <h1>Route not found (/page)</h1> });
    expect((await screen.findByRole('dialog')).textContent).toContain(en.errorPage.notFound.title);
  });

  it('reads a thrown 403 Response as forbidden', async () => {
    renderFailingRoute(new Response(null, { status: 403 }));
    expect(await title()).toBe(en.errorPage.forbidden.title);
    expect(report).not.toHaveBeenCalled();
  });

  it('shows an unexpected error with the default texts and reports it once under the shown id', async () => {
    const defect = new TypeError("Cannot read properties of undefined (reading 'zones')");
    renderFailingRoute(defect);
    expect(await title()).toBe('Unexpected error (client)');
    await waitFor(() => expect(screen.getByText(REPORT_ID)).toBeDefined());
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(defect);
    await expectNoAxeViolations();
  });

  it('reports a server error with its own texts', async () => {
    renderFailingRoute(new AppError('Internal', { kind: 'server', status: 500 }));
    expect(await title()).toBe(en.errorPage.server.title);
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
  });

  it('shows the error page itself (loaded on first use) for a thrown route error', async () => {
    renderFailingRoute(new AppError('Unavailable', { kind: 'unavailable', status: 503 }));
    expect(await title()).toBe(en.errorPage.unavailable.title);
    // The error id comes once the failure is reported, after the page shows.
    await waitFor(() => expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Go back', 'Reload the page', 'Copy error ID']));
    expect(screen.getByRole('navigation', { name: 'Helpful links' })).toBeDefined();
  });

  it('does not report an expected error', async () => {
    renderFailingRoute(new AppError('Bad input', { kind: 'badRequest', status: 400, expected: true }));
    expect(await title()).toBe(en.errorPage.client.title);
    expect(report).not.toHaveBeenCalled();
  });

  it('shows the offline page when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingRoute(new TypeError('x is not a function'));
    expect(await title()).toBe(en.errorPage.offline.title);
  });

  describe('a failed chunk load', () => {
    const chunkError = () => new TypeError('Failed to fetch dynamically imported module: https://app.cadence.test/assets/ZonesPage-3e1f.js');

    it('reloads the page once and shows nothing meanwhile', async () => {
      vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
      renderFailingRoute(chunkError());
      await waitFor(() => expect(browserPage.reload).toHaveBeenCalledTimes(1));
      expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
      expect(screen.queryByRole('heading')).toBeNull();
      expect(report).not.toHaveBeenCalled();
    });

    it('shows the offline page instead within 60 s of the last reload', async () => {
      vi.spyOn(Date, 'now').mockReturnValue(1_059_999);
      sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1000000');
      renderFailingRoute(chunkError());
      expect(await title()).toBe(en.errorPage.offline.title);
      expect(browserPage.reload).not.toHaveBeenCalled();
      expect(report).not.toHaveBeenCalled();
    });

    it('reloads again once 60 s have passed', async () => {
      vi.spyOn(Date, 'now').mockReturnValue(1_060_000);
      sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1000000');
      renderFailingRoute(chunkError());
      await waitFor(() => expect(browserPage.reload).toHaveBeenCalledTimes(1));
    });
  });
});
