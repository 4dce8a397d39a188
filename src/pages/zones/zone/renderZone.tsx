// Component tests of the zone pages: the zone layout and its tabs at their paths in a memory router, each
// route's loader starting its query on the mock environment as the app's route table does.
import type { ReactNode } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { OperationDescriptor } from 'relay-runtime';
import ZoneBlockedTracksPageQuery from '../../../__generated__/ZoneBlockedTracksPageQuery.graphql';
import ZoneHistoryPageQuery from '../../../__generated__/ZoneHistoryPageQuery.graphql';
import ZoneLayoutQuery from '../../../__generated__/ZoneLayoutQuery.graphql';
import ZoneSettingsPageQuery from '../../../__generated__/ZoneSettingsPageQuery.graphql';
import { preloadQuery, renderWithRelay } from '../../../testing/renderWithRelay';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary';
import { ZoneBlockedTracksPage } from './ZoneBlockedTracksPage';
import { ZoneHistoryPage } from './ZoneHistoryPage';
import { ZoneLayout } from './ZoneLayout';
import { ZoneNotFound } from './ZoneNotFound';
import { ZonePlayerPage } from './ZonePlayerPage';
import { zoneBlockedTracksPreload, zoneHistoryPreload, zoneLayoutPreload, zoneSettingsPreload } from './zoneQueries';
import { ZoneRemotePage } from './ZoneRemotePage';
import { ZoneSettingsPage } from './ZoneSettingsPage';

export const ZONE_ID = 'U291bmRab25lLCwxYWJjLw..';
export const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYy8.';
export const zonePath = (rest: string) => `/accounts/${ACCOUNT_ID}/zones/${ZONE_ID}/${rest}`;

/** A zone that plays as it should (ZoneStatusBadge_soundZone). */
export const ZONE_STATUS_OK: MockResolvers = {
  SoundZoneStatus: () => ({ state: 'OK', message: 'ALL_OK', code: null, codes: [] }),
  SoundZoneSubscription: () => ({ isActive: true }),
  SoundZoneErrorConnection: () => ({ total: 0 }),
};

export interface RenderZoneOptions {
  at: string;
  mockResolvers?: MockResolvers | ((operation: OperationDescriptor) => MockResolvers);
  /** Operations (by name) the test answers itself. */
  pending?: readonly string[];
  /** Wraps the router, e.g. with the modal host. */
  wrap?: (children: ReactNode) => ReactNode;
}

export function renderZone({ at, mockResolvers, pending = [], wrap }: RenderZoneOptions) {
  const environment = createMockEnvironment();
  const zoneIdOf = (params: { zoneId?: string }) => params.zoneId ?? '';
  const view = renderWithRelay(null, {
    environment,
    at,
    mockResolvers,
    pending,
    wrap,
    routes: [
      {
        path: '/accounts/:accountId/zones/:zoneId',
        loader: ({ params }) => preloadQuery(environment, ZoneLayoutQuery, zoneLayoutPreload(zoneIdOf(params)).variables),
        element: <ZoneLayout />,
        errorElement: <RouteErrorBoundary variant="minimal" notFound={<ZoneNotFound />} />,
        children: [
          { path: 'player', element: <ZonePlayerPage /> },
          { path: 'player/:action', element: <ZonePlayerPage /> },
          {
            path: 'player/history',
            loader: ({ params, request }) => preloadQuery(environment, ZoneHistoryPageQuery, zoneHistoryPreload(zoneIdOf(params), new URL(request.url).search).variables),
            element: <ZoneHistoryPage />,
          },
          { path: 'player/blocked-tracks', loader: ({ params }) => preloadQuery(environment, ZoneBlockedTracksPageQuery, zoneBlockedTracksPreload(zoneIdOf(params)).variables), element: <ZoneBlockedTracksPage /> },
          { path: 'remote', element: <ZoneRemotePage /> },
          { path: 'settings', loader: ({ params }) => preloadQuery(environment, ZoneSettingsPageQuery, zoneSettingsPreload(zoneIdOf(params)).variables), element: <ZoneSettingsPage /> },
        ],
      },
    ],
  });
  return view;
}
