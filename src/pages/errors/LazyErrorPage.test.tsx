// The error page's chunk cannot load (offline, or a deploy removed it): the route error boundary
// shows the static fallback instead.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { AppError } from '../../errors/AppError';
import en from '../../i18n/en.json';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PageErrorReporterContext } from './errorReporting';
import { RouteErrorBoundary } from './RouteErrorBoundary';

vi.mock('./ErrorPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://app.cadence.test/assets/ErrorPage-3e1f.js');
});

describe('LazyErrorPage when the error page cannot load', () => {
  it("shows the code's texts and a reload link, and the failure is still reported", async () => {
    const report = vi.fn(() => 'F00D');
    const failure = new AppError('Internal', { kind: 'server', status: 500 });
    const routes = [
      {
        element: <Outlet />,
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            path: 'page',
            loader: () => {
              throw failure;
            },
            element: <p>Loaded</p>,
          },
        ],
      },
    ];
    renderWithRelay(null, { routes, at: '/page', wrap: (children) => <PageErrorReporterContext value={report}>{children}</PageErrorReporterContext> });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(en.errorPage.server.title);
    expect(screen.getByText(en.errorPage.server.body)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe(window.location.pathname);
    // Nothing of the error page itself: it did not load.
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    await waitFor(() => expect(report).toHaveBeenCalledWith(failure));
  });
});
