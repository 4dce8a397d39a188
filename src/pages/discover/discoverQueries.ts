// The discover pages' queries as their routes' loaders start them (core.md 2 'Discover and search'):
// the editorial home under the zone summary, a browse category, an album, an artist and the other
// editorial pages, each laid out for the editorial agent. Nothing of Relay here, so the route table
// stays out of Relay's chunk.
import type { AlbumPageQuery } from '../../__generated__/AlbumPageQuery.graphql';
import type { ArtistPageQuery } from '../../__generated__/ArtistPageQuery.graphql';
import type { BrowsePageQuery } from '../../__generated__/BrowsePageQuery.graphql';
import type { DiscoverEditorialPageQuery } from '../../__generated__/DiscoverEditorialPageQuery.graphql';
import type { HomeEditorialQuery } from '../../__generated__/HomeEditorialQuery.graphql';
import albumPageQueryParameters from '../../__generated__/AlbumPageQuery$parameters';
import artistPageQueryParameters from '../../__generated__/ArtistPageQuery$parameters';
import browsePageQueryParameters from '../../__generated__/BrowsePageQuery$parameters';
import discoverEditorialPageQueryParameters from '../../__generated__/DiscoverEditorialPageQuery$parameters';
import homeEditorialQueryParameters from '../../__generated__/HomeEditorialQuery$parameters';
import type { EditorialAgent } from '../../domain/editorial';
import type { QueryPreload } from '../../routing/context';

/**
 * Tracks of an album page (core.md 9: track pages default to 100), which holds every track of an album
 * within one operation's complexity limit (10,000; a track row costs about 26).
 */
export const ALBUM_TRACKS = 100;
/** Releases of each kind an artist page shows. */
export const ARTIST_RELEASES = 50;
/** Market 'ZZ' means any country (core.md 9): the market when the agent has no country. */
export const ANY_MARKET = 'ZZ';

type AgentInput = AlbumPageQuery['variables']['agent'];
const agentInput = (agent: EditorialAgent): AgentInput => agent;

// The layout follows the agent: another account, user or country is another page, loaded afresh.
const EDITORIAL_POLICY = 'store-and-network';

export function homeEditorialPreload(page: string | null, agent: EditorialAgent): QueryPreload<HomeEditorialQuery> {
  return {
    key: 'HomeEditorial',
    query: () => import('../../__generated__/HomeEditorialQuery.graphql'),
    parameters: homeEditorialQueryParameters,
    variables: { input: { kind: 'HOME', id: page, agent: agentInput(agent) } },
    fetchPolicy: EDITORIAL_POLICY,
  };
}

export function browsePagePreload(categoryId: string, agent: EditorialAgent): QueryPreload<BrowsePageQuery> {
  return {
    key: 'BrowsePage',
    query: () => import('../../__generated__/BrowsePageQuery.graphql'),
    parameters: browsePageQueryParameters,
    variables: { input: { kind: 'BROWSE', id: categoryId, agent: agentInput(agent) } },
    fetchPolicy: EDITORIAL_POLICY,
  };
}

export function albumPagePreload(releaseId: string, agent: EditorialAgent): QueryPreload<AlbumPageQuery> {
  // A release does not change: what the store holds shows at once. The agent's account decides whether
  // it may be seen (the royalty-free condition), so another agent is another query, asked afresh.
  return {
    key: 'AlbumPage',
    query: () => import('../../__generated__/AlbumPageQuery.graphql'),
    parameters: albumPageQueryParameters,
    variables: { id: releaseId, first: ALBUM_TRACKS, agent: agentInput(agent) },
    fetchPolicy: 'store-or-network',
  };
}

export function artistPagePreload(artistId: string, agent: EditorialAgent): QueryPreload<ArtistPageQuery> {
  return {
    key: 'ArtistPage',
    query: () => import('../../__generated__/ArtistPageQuery.graphql'),
    parameters: artistPageQueryParameters,
    variables: { id: artistId, market: agent.country ?? ANY_MARKET, releases: ARTIST_RELEASES, agent: agentInput(agent) },
    fetchPolicy: EDITORIAL_POLICY,
  };
}

/** The other editorial pages of /discover/{splat}: a track's page, and the page of every category. */
export type EditorialRoute = { kind: 'TRACK'; id: string } | { kind: 'SEARCH' };

export function editorialRouteOf(splat: string): EditorialRoute | null {
  const [section, id, ...rest] = splat.split('/').filter(Boolean);
  if (section === 'track' && id && rest.length === 0) return { kind: 'TRACK', id: decodeURIComponent(id) };
  if (section === 'browse' && !id) return { kind: 'SEARCH' };
  return null;
}

export function discoverEditorialPreload(route: EditorialRoute, agent: EditorialAgent): QueryPreload<DiscoverEditorialPageQuery> {
  return {
    key: 'DiscoverEditorialPage',
    query: () => import('../../__generated__/DiscoverEditorialPageQuery.graphql'),
    parameters: discoverEditorialPageQueryParameters,
    variables: { input: { kind: route.kind, id: route.kind === 'TRACK' ? route.id : null, agent: agentInput(agent) } },
    fetchPolicy: EDITORIAL_POLICY,
  };
}
