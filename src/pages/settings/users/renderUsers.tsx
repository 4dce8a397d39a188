// Component tests of the users settings pages: the list and the invitation form at their paths in a memory
// router, each loader starting its query on the mock environment as src/routes.tsx does, the modal host for
// the confirmation and a fake people API.
import { useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import InviteUserPageQuery from '../../../__generated__/InviteUserPageQuery.graphql';
import UsersPageQuery from '../../../__generated__/UsersPageQuery.graphql';
import { ModalHost } from '../../../app/modals/ModalHost';
import type { MemberRoles } from '../../../domain/members';
import type { PeopleApi } from '../../../rest/people';
import { AuthScreensProvider } from '../../auth/authScreens';
import { fakeAuthScreens } from '../../auth/testing/renderPage';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import { preloadQuery, renderWithRelay } from '../../../testing/renderWithRelay';
import { InviteUserPage } from './InviteUserPage';
import { UsersPage } from './UsersPage';
import { inviteUserQueryPreload, usersQueryPreload } from './usersQuery';

export const ACCOUNT_ID = 'acc-1';
export const VIEWER_ID = 'u-me';
export const usersPath = (rest = '') => `/accounts/${ACCOUNT_ID}/settings/users${rest}`;
export const MANAGER = ['SETTINGS_READ', 'USERS_READ', 'USERS_WRITE', 'USER_CREATE', 'USER_UPDATE', 'USER_DELETE'];

export const roles = (flags: Partial<MemberRoles> = {}): MemberRoles => ({ owner: false, admin: false, finance: false, contact: false, ...flags });

export interface MemberSpec {
  aclId: string;
  userId: string;
  name: string;
  email: string;
  roles?: Partial<MemberRoles>;
  locations?: string[];
}

export interface UsersSpec {
  permissions?: string[];
  members?: MemberSpec[];
  invited?: { id: string; email: string; invitedAt: string; roles?: Partial<MemberRoles>; locations?: string[] }[];
}

export const LOCATIONS = [
  { id: 'loc-1', name: 'Södermalm' },
  { id: 'loc-2', name: 'Kungsholmen' },
];
const locationsById = new Map(LOCATIONS.map((location) => [location.id, location]));
const locationsOf = (ids: string[] = []) => ids.map((id) => locationsById.get(id)!);

export const OWNER: MemberSpec = { aclId: 'acl-me', userId: VIEWER_ID, name: 'Olle Owner', email: 'olle@lumen.test', roles: { owner: true, admin: true, finance: true, contact: true } };
export const NINA: MemberSpec = { aclId: 'acl-nina', userId: 'u-nina', name: 'Nina Finance', email: 'nina@lumen.test', roles: { finance: true } };
export const LARS: MemberSpec = { aclId: 'acl-lars', userId: 'u-lars', name: 'Lars Local', email: 'lars@lumen.test', locations: ['loc-1'] };

export function usersResolvers(spec: UsersSpec = {}): MockResolvers {
  const members = spec.members ?? [OWNER, NINA, LARS];
  const invited = spec.invited ?? [];
  return {
    Query: () => ({ me: { __typename: 'User', id: VIEWER_ID } }),
    Account: () => ({
      id: ACCOUNT_ID,
      businessName: 'Lumen Café',
      permissions: spec.permissions ?? MANAGER,
      locations: { edges: LOCATIONS.map((location) => ({ node: { ...location, deactivated: false } })) },
    }),
    AccountUserConnection: () => ({
      edges: members.map((member) => ({ membershipId: member.aclId, node: { id: member.userId, name: member.name, email: member.email }, roles: roles(member.roles), locations: locationsOf(member.locations) })),
    }),
    PendingUserConnection: () => ({
      edges: invited.map((invitee) => ({ node: { id: invitee.id, email: invitee.email, invitedAt: invitee.invitedAt }, roles: roles(invitee.roles), locations: locationsOf(invitee.locations) })),
    }),
  };
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export interface RenderUsersOptions {
  at: string;
  spec?: UsersSpec;
  api?: Partial<PeopleApi>;
  pending?: readonly string[] | 'all';
}

export function renderUsers({ at, spec = {}, api = {}, pending = [] }: RenderUsersOptions) {
  const environment = createMockEnvironment();
  const screens = fakeAuthScreens({ api });
  const canRead = (spec.permissions ?? MANAGER).includes('USERS_READ');
  const view = renderWithRelay(null, {
    environment,
    at,
    pending,
    mockResolvers: usersResolvers(spec),
    wrap: (children) => (
      <AuthScreensProvider value={screens}>
        {children}
        <ModalHost />
      </AuthScreensProvider>
    ),
    routes: [
      {
        path: '/accounts/:accountId/settings/users',
        loader: ({ params }) => preloadQuery(environment, UsersPageQuery, usersQueryPreload(params.accountId ?? '', canRead).variables),
        element: <UsersPage />,
        errorElement: <RouteErrorBoundary />,
      },
      {
        path: '/accounts/:accountId/settings/users/invite',
        loader: ({ params }) => preloadQuery(environment, InviteUserPageQuery, inviteUserQueryPreload(params.accountId ?? '').variables),
        element: <InviteUserPage />,
        errorElement: <RouteErrorBoundary />,
      },
      { path: '*', element: <Elsewhere /> },
    ],
  });
  return { ...view, screens, api: screens.api };
}
