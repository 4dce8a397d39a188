// Component tests of the location pages: the location page with its sections and the edit page at their
// paths in a memory router, each route's loader starting its query on the mock environment as the app's
// route table does (src/routes.tsx), and a location described by the fields a test cares about.
import { useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import LocationEditPageQuery from '../../../__generated__/LocationEditPageQuery.graphql';
import LocationPageQuery from '../../../__generated__/LocationPageQuery.graphql';
import LocationUsersPageQuery from '../../../__generated__/LocationUsersPageQuery.graphql';
import { AuthScreensProvider } from '../../auth/authScreens';
import type { AuthScreens } from '../../auth/authScreens';
import { fakeAuthScreens } from '../../auth/testing/renderPage';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import { preloadQuery, renderWithRelay } from '../../../testing/renderWithRelay';
import { LocationDetailsPage } from './LocationDetailsPage';
import { LocationEditPage } from './LocationEditPage';
import { LocationInvitePage } from './LocationInvitePage';
import { LocationPage } from './LocationPage';
import { LocationUsersPage } from './LocationUsersPage';
import { locationEditQueryPreload, locationQueryPreload, locationUsersQueryPreload } from './locationQuery';

export const ACCOUNT_ID = 'acc-1';
export const LOCATION_ID = 'loc-1';
export const locationPath = (rest: string, locationId = LOCATION_ID) => `/accounts/${ACCOUNT_ID}/zones/location/${locationId}${rest}`;
export const editPath = (locationId = LOCATION_ID) => `/accounts/${ACCOUNT_ID}/zones/edit/${locationId}`;

export interface Person {
  name: string;
  email: string;
  roles?: Partial<Record<'owner' | 'admin' | 'finance' | 'contact', boolean>>;
}

export interface LocationSpec {
  name?: string;
  permissions?: string[];
  deactivated?: boolean;
  timezone?: string;
  address?: { address: string; postalCode: string; city: string; state: string | null; country: string };
  zones?: string[];
  /** The number of zones in all, when more than those listed. */
  zoneTotal?: number;
  users?: Person[];
  invited?: { email: string; invitedAt: string; roles?: Person['roles'] }[];
  /** The server finds no such location (or none the viewer may see). */
  missing?: boolean;
}

export const SODERMALM = { address: 'Götgatan 1', postalCode: '116 46', city: 'Stockholm', state: null, country: 'SE' };

const roles = (flags: Person['roles'] = {}) => ({ owner: false, admin: false, finance: false, contact: false, ...flags });

export function locationResolvers(spec: LocationSpec = {}): MockResolvers {
  const zones = spec.zones ?? ['Bar', 'Terrace'];
  return {
    ...(spec.missing ? { Query: () => ({ location: null }) } : {}),
    Location: () => ({
      id: LOCATION_ID,
      name: spec.name ?? 'Södermalm',
      permissions: spec.permissions ?? [],
      deactivated: spec.deactivated ?? false,
      timezone: spec.timezone ?? 'Europe/Stockholm',
      account: { id: ACCOUNT_ID },
      physicalAddress: spec.address ?? SODERMALM,
    }),
    SoundZoneConnection: () => ({
      total: spec.zoneTotal ?? zones.length,
      edges: zones.map((name, i) => ({
        node: { id: `zone-${i}`, name, status: { state: 'OK', message: 'ALL_OK', codes: [] }, subscription: { isActive: true }, errors: { total: 0 } },
      })),
    }),
    AccountUserConnection: () => ({
      edges: (spec.users ?? []).map((person, i) => ({ membershipId: `acl-${i}`, node: { name: person.name, email: person.email }, roles: roles(person.roles) })),
    }),
    PendingUserConnection: () => ({
      edges: (spec.invited ?? []).map((invitee, i) => ({ node: { id: `invitee-${i}`, email: invitee.email, invitedAt: invitee.invitedAt }, roles: roles(invitee.roles) })),
    }),
  };
}

/** Where a page sent the browser, for paths no route of the test claims. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

export interface RenderLocationOptions {
  at: string;
  spec?: LocationSpec;
  /** Per location id, instead of `spec` for every location. */
  specs?: Record<string, LocationSpec>;
  pending?: readonly string[] | 'all';
  screens?: AuthScreens;
}

export function renderLocation({ at, spec = {}, specs, pending = [], screens = fakeAuthScreens() }: RenderLocationOptions) {
  const environment = createMockEnvironment();
  const locationIdOf = (params: { locationId?: string }) => params.locationId ?? '';
  const view = renderWithRelay(null, {
    environment,
    at,
    pending,
    mockResolvers: (operation) => {
      const locationId = operation.request.variables.locationId as string | undefined;
      const resolvers = locationResolvers(specs && locationId ? specs[locationId] : spec);
      const base = resolvers.Location!;
      // Each location answers with its own id, so that moving between locations changes what shows.
      return { ...resolvers, Location: (...args) => ({ ...(base(...args) as object), id: locationId ?? LOCATION_ID }) };
    },
    wrap: (children) => <AuthScreensProvider value={screens}>{children}</AuthScreensProvider>,
    routes: [
      {
        path: '/accounts/:accountId/zones/location/:locationId',
        loader: ({ params }) => preloadQuery(environment, LocationPageQuery, locationQueryPreload(locationIdOf(params)).variables),
        element: <LocationPage />,
        errorElement: <RouteErrorBoundary notFound={<h1>Location not found</h1>} />,
        children: [
          { path: 'details', element: <LocationDetailsPage /> },
          { path: 'users', loader: ({ params }) => preloadQuery(environment, LocationUsersPageQuery, locationUsersQueryPreload(locationIdOf(params)).variables), element: <LocationUsersPage /> },
          { path: 'users/invite', element: <LocationInvitePage /> },
        ],
      },
      {
        path: '/accounts/:accountId/zones/edit/:locationId',
        loader: ({ params }) => preloadQuery(environment, LocationEditPageQuery, locationEditQueryPreload(locationIdOf(params)).variables),
        element: <LocationEditPage />,
        errorElement: <RouteErrorBoundary notFound={<h1>Location not found</h1>} />,
      },
      { path: '*', element: <Elsewhere /> },
    ],
  });
  return { ...view, screens };
}
