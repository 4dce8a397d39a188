// The paired zone's pages as their routes' loaders start them (navigation.md 2.5, 2.13): each query
// runs as the paired device, with its token, through the device's own environment, and is loaded with
// the page's first visit, not with the route table. Without a pairing the shell goes to its login.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { redirect } from 'react-router';
import type { OperationType } from 'relay-runtime';
import type { PairedZoneBlockedTracksPageQuery } from '../../__generated__/PairedZoneBlockedTracksPageQuery.graphql';
import type { PairedZoneHistoryPageQuery } from '../../__generated__/PairedZoneHistoryPageQuery.graphql';
import type { PairedZonePageQuery } from '../../__generated__/PairedZonePageQuery.graphql';
import { historyDateOf } from '../../fragments/zoneTracks/historyDate';
import { ZONE_TRACKS_PAGE_SIZE } from '../../fragments/zoneTracks/pageSize';
import type { QueryPreload } from '../../routing/context';
import { DESKTOP_LOGIN_PATH } from '../../routing/paths';
import { currentPairing, deviceEnvironment } from './deviceSession';

/** A page's query as the device runs it: not sent before Relay loads (the early requests carry the user's session). */
type DevicePreload<T extends OperationType> = Omit<QueryPreload<T>, 'parameters'>;

const preloaded = new Map<string, PreloadedQuery<OperationType>>();

/** Starts the page's query for the paired zone; redirects to the desktop login when nothing is paired. */
async function preloadAsDevice<T extends OperationType>(preloadFor: (zoneId: string) => DevicePreload<T>): Promise<PreloadedQuery<T>> {
  const pairing = currentPairing();
  if (!pairing) throw redirect(DESKTOP_LOGIN_PATH);
  const { key, query, variables, fetchPolicy = 'store-or-network' } = preloadFor(pairing.zoneId);
  const { default: request } = await query();
  preloaded.get(key)?.dispose();
  const reference = loadQuery<T>(deviceEnvironment(), request, variables, { fetchPolicy });
  preloaded.set(key, reference as PreloadedQuery<OperationType>);
  return reference;
}

export const pairedZoneLoader = () =>
  preloadAsDevice<PairedZonePageQuery>((zoneId) => ({
    key: 'PairedZonePage',
    query: () => import('../../__generated__/PairedZonePageQuery.graphql'),
    variables: { zoneId },
    // The zone's errors and restrictions as they are now: the soonUnsupported notice and unpairing depend on them.
    fetchPolicy: 'network-only',
  }));

export const pairedZoneHistoryLoader = ({ request }: { request: Request }) =>
  preloadAsDevice<PairedZoneHistoryPageQuery>((zoneId) => ({
    key: 'PairedZoneHistoryPage',
    query: () => import('../../__generated__/PairedZoneHistoryPageQuery.graphql'),
    variables: { zoneId, date: historyDateOf(new URL(request.url).search), first: ZONE_TRACKS_PAGE_SIZE },
    fetchPolicy: 'store-and-network',
  }));

export const pairedZoneBlockedTracksLoader = () =>
  preloadAsDevice<PairedZoneBlockedTracksPageQuery>((zoneId) => ({
    key: 'PairedZoneBlockedTracksPage',
    query: () => import('../../__generated__/PairedZoneBlockedTracksPageQuery.graphql'),
    variables: { zoneId, first: ZONE_TRACKS_PAGE_SIZE },
    fetchPolicy: 'store-and-network',
  }));
