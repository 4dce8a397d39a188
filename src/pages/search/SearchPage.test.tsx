import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import SearchPageQuery from '../../__generated__/SearchPageQuery.graphql';
import type { SearchPageQuery as SearchPageQueryType } from '../../__generated__/SearchPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery } from '../../testing/renderWithRelay';
import { renderPage, testSession } from '../auth/testing/renderPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { recentSearches } from './recentSearches';
import { SearchPage } from './SearchPage';
import { searchRouteOf } from './searchPath';
import { searchVariables } from './searchQuery';

type Kind = 'Track' | 'Artist' | 'Album' | 'Playlist' | 'BrowseCategory';

const display = (title: string, description: string | null = null) => ({
  title,
  description,
  colors: { primary: { hex: '#336699' } },
  image: { url: `https://img.test/${encodeURIComponent(title)}/%w/%h`, placeholder: '#336699' },
});
// The response names the abstract types a result is of, as Relay asks for them (__isNode, __isDisplayable).
const node = (__typename: Kind, id: string, title: string, description: string | null = null) => ({
  __typename,
  __isNode: __typename,
  __isDisplayable: __typename,
  id,
  display: display(title, description),
  ...(__typename === 'Track' ? { album: { id: 'album-1' } } : {}),
});
const page = (nodes: ReturnType<typeof node>[], total = nodes.length) => ({ total, edges: nodes.map((n) => ({ node: n })) });

async function renderSearch(at: string, data?: Record<string, unknown>) {
  const environment = createMockEnvironment();
  if (data) environment.mock.queueOperationResolver(() => ({ data }));
  const session = testSession();
  await session.signIn();
  const view = renderPage({
    routes: [
      {
        path: '/search/*',
        loader: ({ params }) => {
          const route = searchRouteOf(params['*'] ?? '');
          return route.kind === 'search' && route.query ? preloadQuery<SearchPageQueryType>(environment, SearchPageQuery, searchVariables(route.query, route.section)) : null;
        },
        element: <SearchPage />,
        errorElement: <RouteErrorBoundary />,
      },
    ],
    at,
    session,
    environment,
  });
  return { ...view, environment };
}

afterEach(() => localStorage.clear());

const overview = {
  tracks: page([node('Track', 'track-1', 'Jazz Walk', 'Nova Lind')], 14),
  artists: page([node('Artist', 'artist-1', 'Jazz Trio')]),
  albums: page([]),
  playlists: page([node('Playlist', 'playlist-1', 'Smooth Jazz Evening', 'Calm jazz.')]),
  categories: page([node('BrowseCategory', 'category-1', 'Jazz')]),
};

describe('SearchPage', () => {
  it('shows placeholders while searching', async () => {
    await renderSearch('/search/jazz');
    expect(await screen.findByRole('status', { name: 'Searching for jazz' })).toBeTruthy();
  });

  it('asks for a few results of every kind on the overview, and a page of one kind on a section', async () => {
    const { environment } = await renderSearch('/search/smooth%20jazz');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ query: 'smooth jazz', first: 6, tracks: true, artists: true, albums: true, playlists: true, categories: true });
    expect(searchVariables('jazz', 'albums')).toEqual({ query: 'jazz', first: 50, tracks: false, artists: false, albums: true, playlists: false, categories: false });
  });

  it('groups the results by kind, each leading to its page, with a way into a section that has more', async () => {
    await renderSearch('/search/jazz', overview);
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “jazz”' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tracks', 'Artists', 'Playlists', 'Categories']);
    const tracks = screen.getByRole('region', { name: 'Tracks' });
    expect(within(tracks).getByRole('link', { name: /Jazz Walk/ }).getAttribute('href')).toBe('/discover/album/album-1#track-1');
    expect(within(tracks).getByRole('link', { name: 'Show all Tracks' }).getAttribute('href')).toBe('/search/jazz/tracks');
    expect(screen.getByRole('link', { name: /Jazz Trio/ }).getAttribute('href')).toBe('/discover/artist/artist-1');
    expect(screen.getByRole('link', { name: /Smooth Jazz Evening/ }).getAttribute('href')).toBe('/discover/music/playlist-1');
    expect(screen.getByRole('link', { name: /^Jazz Category/ }).getAttribute('href')).toBe('/discover/browse/category-1');
    // Everything of a kind is shown: no way into a section with nothing more.
    expect(screen.queryByRole('link', { name: 'Show all Artists' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lists one kind on its section, with the way back to every kind', async () => {
    await renderSearch('/search/jazz/playlists', { playlists: page([node('Playlist', 'playlist-1', 'Smooth Jazz Evening')]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Playlists for “jazz”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All results' }).getAttribute('href')).toBe('/search/jazz');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // A playlist found has its context menu (core.md 2 'Controls and dialogs').
    expect(screen.getByRole('button', { name: 'More actions for Smooth Jazz Evening' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when nothing matches', async () => {
    await renderSearch('/search/qzxv', { tracks: page([]), artists: page([]), albums: page([]), playlists: page([]), categories: page([]) });
    expect(await screen.findByText('Nothing matches “qzxv”. Check the spelling or try other words.')).toBeTruthy();
  });

  it('remembers an opened result and shows it among the recent searches', async () => {
    const user = userEvent.setup();
    await renderSearch('/search/jazz', overview);
    await user.click(await screen.findByRole('link', { name: /Smooth Jazz Evening/ }));
    expect(recentSearches.get()).toMatchObject([{ id: 'playlist-1', kind: 'Playlist', title: 'Smooth Jazz Evening', href: '/discover/music/playlist-1' }]);
  });

  it('shows the recent searches without a query, and clears them', async () => {
    const user = userEvent.setup();
    recentSearches.add({ id: 'artist-1', kind: 'Artist', title: 'Jazz Trio', description: null, href: '/discover/artist/artist-1', image: { url: 'https://img.test/a/%w/%h', placeholder: '#000000' } });
    await renderSearch('/search');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: /Jazz Trio/ }).getAttribute('href')).toBe('/discover/artist/artist-1');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(screen.getByText(/Search for tracks, artists/)).toBeTruthy();
  });
});
