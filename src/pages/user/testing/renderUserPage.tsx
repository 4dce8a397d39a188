// Component tests of /user and its children: the route tree as the app has it (each child with its own
// error screen), a mock Relay environment answering UserPageQuery with a user the test describes, and a
// toast store of its own.
// react-aria's modals need CSS.escape, which jsdom lacks.
import '../../../testing/cssEscape';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { ToastStoreContext } from '../../../app/toasts/useToasts';
import { createToastStore } from '../../../app/toasts/toastStore';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import type { AuthScreens } from '../../auth/authScreens';
import { fakeAuthScreens, renderPage, testSession } from '../../auth/testing/renderPage';
import type { TestSession } from '../../auth/testing/renderPage';
import { ChangeEmailPage } from '../ChangeEmailPage';
import { ChangePasswordPage } from '../ChangePasswordPage';
import { UserEditPage } from '../UserEditPage';
import { UserPage } from '../UserPage';
import { userQueryPreload } from '../userQuery';
import UserPageQuery from '../../../__generated__/UserPageQuery.graphql';
import type { UserPageQuery as UserPageQueryType } from '../../../__generated__/UserPageQuery.graphql';
import { preloadQuery } from '../../../testing/renderWithRelay';

export const USER_ID = 'VXNlciwsMWRlZi8.';

export interface ProfileUser {
  id: string;
  name: string;
  email: string;
  createdAt: string;
  startOfWeek: number;
  userColorModeSetting: string;
  emailVerified: boolean;
}

export const maja: ProfileUser = {
  id: USER_ID,
  name: 'Maja Lind',
  email: 'maja@cafe-lumen.test',
  createdAt: '2026-11-22T14:30:00Z',
  startOfWeek: 1,
  userColorModeSetting: 'system',
  emailVerified: true,
};

/** The /user routes as src/routes.tsx has them, the loader starting UserPageQuery on the test's environment. */
const userRoutes = (environment: RelayMockEnvironment) => [
  {
    path: '/user',
    loader: () => preloadQuery<UserPageQueryType>(environment, UserPageQuery, userQueryPreload().variables),
    element: <UserPage />,
    errorElement: <RouteErrorBoundary variant="minimal" />,
    children: [
      { path: 'edit', element: <UserEditPage />, errorElement: <RouteErrorBoundary variant="minimal" /> },
      { path: 'change-password', element: <ChangePasswordPage />, errorElement: <RouteErrorBoundary variant="minimal" /> },
      { path: 'change-email', element: <ChangeEmailPage />, errorElement: <RouteErrorBoundary variant="minimal" /> },
    ],
  },
];

export interface RenderUserPageOptions {
  /** The viewer UserPageQuery answers with: a user, a paired device, or an error. */
  viewer?: ProfileUser | { device: true } | Error;
  /** Leave UserPageQuery unanswered (loading state); answer it through `environment.mock`. */
  pending?: boolean;
  screens?: AuthScreens;
  session?: TestSession;
}

export function renderUserPage(at: string, { viewer = maja, pending = false, screens = fakeAuthScreens(), session = testSession() }: RenderUserPageOptions = {}) {
  const environment: RelayMockEnvironment = createMockEnvironment();
  if (!pending) {
    environment.mock.queueOperationResolver(() => {
      if (viewer instanceof Error) return viewer;
      if ('device' in viewer) return { data: { me: { __typename: 'Device', id: 'device-1' } } };
      return { data: { me: { __typename: 'User', ...viewer } } };
    });
  }
  const toasts = createToastStore();
  const view = renderPage({
    routes: userRoutes(environment),
    at,
    screens,
    session,
    environment,
    wrap: (children) => <ToastStoreContext value={toasts}>{children}</ToastStoreContext>,
  });
  return { ...view, environment, toasts };
}
