// Renders error screens as the app does: in a memory router with router-aware links and English texts,
// optionally with crash reports sent through a mock Relay environment.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { createI18n } from '../../i18n/i18n';
import { UiProvider } from '../../ui/UiProvider';
import '../../testing/cssEscape';
import { CrashReporterContext, crashReporterOver } from './useCrashReporter';

const i18n = createI18n('en');

export interface RenderOptions {
  /** With crash reports sent through a mock Relay environment (the app's normal case). */
  relay?: boolean;
  /** Routes under the root, e.g. an errorElement under test; default one route '/' showing `ui`. */
  routes?: RouteObject[];
  initialPath?: string;
  /** The root route's errorElement: what an unmatched path shows. */
  rootErrorElement?: ReactNode;
  /** Providers around the router (as main.tsx puts them). */
  wrapper?: (children: ReactNode) => ReactNode;
}

export function renderErrorScreen(ui: ReactNode, { relay = false, routes, initialPath = '/', rootErrorElement, wrapper = (children) => children }: RenderOptions = {}) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        element: (
          <UiProvider>
            <Outlet />
          </UiProvider>
        ),
        errorElement: rootErrorElement,
        children: routes ?? [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const app = wrapper(<RouterProvider router={router} />);
  render(<I18nextProvider i18n={i18n}>{relay ? <CrashReporterContext value={crashReporterOver(() => environment)}>{app}</CrashReporterContext> : app}</I18nextProvider>);
  return { router, environment };
}
