// Component tests over Relay (after artsy's setupTestWrapper): the component rendered at a path in a
// memory data router with a mock Relay environment, English texts and router-aware react-aria links.
// Every operation is answered as it starts with a payload MockPayloadGenerator makes from the test's
// resolvers, so a test names only the fields it cares about; `pending` keeps chosen operations waiting
// (loading states), and environment.mock resolves or rejects them later.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { ConcreteRequest, OperationDescriptor, OperationType } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { createI18n } from '../i18n/i18n';
import type { QueryPreload, RouterContext } from '../routing/context';
import { NavigationProgressBar } from '../routing/NavigationPendingIndicator';
import { UiProvider } from '../ui/UiProvider';

export interface RenderWithRelayOptions {
  /** Per GraphQL type, the fields this test cares about (MockPayloadGenerator resolvers), or a function of the operation giving them. */
  mockResolvers?: MockResolvers | ((operation: OperationDescriptor) => MockResolvers);
  /** Operations (by name) left pending instead of answered, or 'all': the test answers each through `environment.mock`. */
  pending?: readonly string[] | 'all';
  /** Routes to render instead of `ui` at every path; they are placed under one root route. */
  routes?: RouteObject[];
  /** Where the router starts; default '/'. */
  at?: string;
  /** Wraps the router, e.g. in a session provider. */
  wrap?: (children: ReactNode) => ReactNode;
  environment?: RelayMockEnvironment;
  /** The root route's errorElement: what an unmatched path or a failure no route catches shows. */
  rootErrorElement?: ReactNode;
}

/**
 * What a route's loader does in the app (context.preloadQuery): starts the query on the test's
 * environment, which answers it like any other operation (loadQuery's requests reach the mock's
 * resolvers only when queued as pending first).
 */
export function preloadQuery<T extends OperationType>(environment: RelayMockEnvironment, query: ConcreteRequest, variables: T['variables']): PreloadedQuery<T> {
  environment.mock.queuePendingOperation(query, variables);
  return loadQuery<T>(environment, query, variables);
}

/** The router context's preloadQuery on the test's environment, so a test routes through a page's own loader. */
export const preloadingOn = (environment: RelayMockEnvironment): Pick<RouterContext, 'preloadQuery'> => ({
  preloadQuery: async <T extends OperationType>(preload: QueryPreload<T>) => preloadQuery<T>(environment, (await preload.query()).default, preload.variables),
});

export function operationName(operation: OperationDescriptor): string {
  return operation.request.node.params.name;
}

export function renderWithRelay(ui: ReactNode, { mockResolvers = {}, pending = [], routes, at = '/', wrap = (children) => children, environment = createMockEnvironment(), rootErrorElement }: RenderWithRelayOptions = {}) {
  // relay-test-utils drops a resolver once it has answered, so each answer queues the next one.
  const answerNext = () =>
    environment.mock.queueOperationResolver((operation) => {
      if (pending.includes(operationName(operation))) return null;
      if (pending !== 'all') answerNext();
      return MockPayloadGenerator.generate(operation, typeof mockResolvers === 'function' ? mockResolvers(operation) : mockResolvers);
    });
  if (pending !== 'all') answerNext();

  const router = createMemoryRouter(
    [
      {
        element: (
          <UiProvider>
            <Outlet />
          </UiProvider>
        ),
        errorElement: rootErrorElement,
        // As the app's root route (src/routes.tsx): while the first navigation's loaders run.
        hydrateFallbackElement: <NavigationProgressBar />,
        children: routes ?? [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <I18nextProvider i18n={createI18n('en')}>{wrap(<RouterProvider router={router} />)}</I18nextProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...view, environment, router };
}
