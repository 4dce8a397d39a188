// The discover pages' route loaders (core.md 2 'Discover and search'), loaded with the first discover
// page rather than with the app: each starts its page's query, laid out for the editorial agent.
import { data } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouterContext } from '../../routing/context';
import { albumPagePreload, artistPagePreload, browsePagePreload, discoverEditorialPreload, editorialRouteOf, homeEditorialPreload } from './discoverQueries';

type Loader = (context: RouterContext, args: Pick<LoaderFunctionArgs, 'params'>) => Promise<unknown>;

export const discoverLoaders = {
  // A visitor's home has no editorial page: the catalogue is for signed-in viewers.
  HomeEditorial: async (context, { params }) => (context.session.passesLoginGuard() ? context.preloadQuery(homeEditorialPreload(params.page ?? null, await context.editorialAgent())) : null),
  BrowsePage: async (context, { params }) => context.preloadQuery(browsePagePreload(params.categoryId ?? '', await context.editorialAgent())),
  AlbumPage: async (context, { params }) => context.preloadQuery(albumPagePreload(params.releaseId ?? '', await context.editorialAgent())),
  ArtistPage: async (context, { params }) => context.preloadQuery(artistPagePreload(params.id ?? '', await context.editorialAgent())),
  DiscoverEditorialPage: async (context, { params }) => {
    const route = editorialRouteOf(params['*'] ?? '');
    if (!route) throw data(null, { status: 404, statusText: 'Not Found' });
    return context.preloadQuery(discoverEditorialPreload(route, await context.editorialAgent()));
  },
} satisfies Record<string, Loader>;

export type DiscoverPageName = keyof typeof discoverLoaders;
