import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AlbumPageQuery from '../../__generated__/AlbumPageQuery.graphql';
import ArtistPageQuery from '../../__generated__/ArtistPageQuery.graphql';
import BrowsePageQuery from '../../__generated__/BrowsePageQuery.graphql';
import HomeEditorialQuery from '../../__generated__/HomeEditorialQuery.graphql';
import { editorialAgentOf } from '../../domain/editorial';
import { expectNoAxeViolations } from '../../testing/axe';
import { preloadQuery } from '../../testing/renderWithRelay';
import { appError, renderPage, testSession } from '../auth/testing/renderPage';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { AlbumPage } from './AlbumPage';
import { ArtistPage } from './ArtistPage';
import { BrowsePage } from './BrowsePage';
import { HomeEditorial } from './HomeEditorial';
import { albumPagePreload, artistPagePreload, browsePagePreload, editorialRouteOf, homeEditorialPreload } from './discoverQueries';

const agent = editorialAgentOf({ version: '1.0.0', now: new Date(), session: 'session-1', userId: 'user-1', account: { id: 'account-1', plan: 'unlimited', country: 'SE', businessType: 'cafe' } });

const display = (title: string, description: string | null = null) => ({
  title,
  description,
  colors: { primary: { hex: '#336699' } },
  image: { url: `https://img.test/${encodeURIComponent(title)}/%w/%h`, placeholder: '#336699' },
});
type Kind = 'Playlist' | 'Album' | 'Artist' | 'Track' | 'BrowseCategory' | 'EditorialLink' | 'EditorialCard';
const item = (__typename: Kind, id: string, title: string, extra: Record<string, unknown> = {}) => ({ __typename, __isNode: __typename, __isDisplayable: __typename, id, display: display(title), ...extra });
const section = (id: string, title: string, component: string, density: string, items: unknown[], tabs: unknown[] = []) => ({ id, density, node: { title, description: null, component }, tabs, items });

const homePage = {
  __typename: 'HomePage',
  __isEditorialPage: 'HomePage',
  id: 'home',
  sections: [
    section('home:picks', "Editors' picks", 'HERO', 'LARGE', [item('EditorialCard', 'card-1', 'Quiet Hours', { target: { __typename: 'Playlist', __isNode: 'Playlist', id: 'playlist-1' } })]),
    section('home:business', 'For your business', 'CAROUSEL', 'REGULAR', [item('Playlist', 'playlist-2', 'Morning Café')], [
      { id: 'cafe', title: 'Café', items: [item('Playlist', 'playlist-2', 'Morning Café')] },
      { id: 'retail', title: 'Retail', items: [item('Playlist', 'playlist-3', 'Shop Floor')] },
    ]),
    section('home:genres', 'Genres', 'GRID', 'COMPACT', [item('EditorialLink', 'link-1', 'Jazz', { path: '/discover/browse/category-1' })]),
    section('home:tracks', 'Tracks', 'LIST', 'COMPACT', [item('Track', 'track-1', 'Harbour Lights', { album: { id: 'album-1' } })]),
  ],
};

async function renderRoute(path: string, at: string, loader: (environment: RelayMockEnvironment) => LoaderFunction, element: ReactElement, data?: Record<string, unknown>) {
  const environment = createMockEnvironment();
  if (data) environment.mock.queueOperationResolver(() => ({ data }));
  const session = testSession();
  await session.signIn();
  const view = renderPage({ routes: [{ path, loader: loader(environment), element, errorElement: <RouteErrorBoundary notFound={<h1>Route not found</h1>} /> }], at, session, environment });
  return { ...view, environment };
}

describe('the editorial home', () => {
  const renderHome = (at: string, data?: Record<string, unknown>) =>
    renderRoute('/home/:page?', at, (environment) => ({ params }) => preloadQuery(environment, HomeEditorialQuery, homeEditorialPreload(params.page ?? null, agent).variables), <HomeEditorial />, data);

  it('shows placeholders while the page loads', async () => {
    await renderHome('/home');
    expect(await screen.findByRole('status', { name: 'Loading music' })).toBeTruthy();
  });

  it('asks for the named home page for the editorial agent', async () => {
    const { environment } = await renderHome('/home/moods');
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { kind: 'HOME', id: 'moods', agent } });
    expect(agent).toMatchObject({ platform: 'business', locale: 'EN', account: 'account-1', user: 'user-1', country: 'SE', session: 'session-1' });
  });

  it('lays out the sections, each card leading to its page, with tabs to the named pages', async () => {
    await renderHome('/home/moods', { editorialPage: homePage });
    expect(await screen.findByRole('heading', { level: 2, name: "Editors' picks" })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(["Editors' picks", 'For your business', 'Genres', 'Tracks']);
    expect(screen.getByRole('link', { name: 'Quiet Hours' }).getAttribute('href')).toBe('/discover/music/playlist-1');
    expect(screen.getByRole('link', { name: 'Jazz' }).getAttribute('href')).toBe('/discover/browse/category-1');
    expect(screen.getByRole('link', { name: 'Harbour Lights' }).getAttribute('href')).toBe('/discover/album/album-1#track-1');
    const pages = screen.getByRole('navigation', { name: 'Home pages' });
    expect(within(pages).getByRole('link', { name: 'Moods' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'For you' }).getAttribute('href')).toBe('/home');
    await expectNoAxeViolations();
  });

  it("switches a section's tabs from the keyboard, each showing its own items", async () => {
    const user = userEvent.setup();
    await renderHome('/home', { editorialPage: homePage });
    const business = await screen.findByRole('region', { name: 'For your business' });
    expect(await within(business).findByRole('link', { name: 'Morning Café' })).toBeTruthy();
    await user.click(within(business).getByRole('tab', { name: 'Café' }));
    await user.keyboard('{ArrowRight}');
    expect(within(business).getByRole('tab', { name: 'Retail' }).getAttribute('aria-selected')).toBe('true');
    expect(within(business).getByRole('link', { name: 'Shop Floor' }).getAttribute('href')).toBe('/discover/music/playlist-3');
    expect(within(business).queryByRole('link', { name: 'Morning Café' })).toBeNull();
  });

  it('says so when a page has nothing to show', async () => {
    await renderHome('/home', { editorialPage: { ...homePage, sections: [] } });
    expect(await screen.findByText('Nothing to show here yet.')).toBeTruthy();
  });
});

describe('the album page', () => {
  const album = {
    id: 'album-1',
    title: 'Harbour Lights',
    albumType: 'ALBUM',
    releaseDate: '2020-05-01',
    display: display('Harbour Lights'),
    artists: [{ id: 'artist-1', name: 'Nova Lind' }],
    tracks: {
      total: 2,
      edges: ['track-1', 'track-2'].map((id, i) => ({
        node: { id, trackNumber: i + 1, discNumber: 1, durationMs: 185_000, explicit: i === 1, title: `Song ${i + 1}`, artists: [{ name: 'Nova Lind' }], album: { title: 'Harbour Lights', display: display('Harbour Lights') }, display: display(`Song ${i + 1}`) },
      })),
    },
  };
  // jsdom lays nothing out: the page's scrolling to the selected track is recorded instead.
  const scrolled: Element[] = [];
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    scrolled.length = 0;
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  const renderAlbum = (at: string, data?: Record<string, unknown>) =>
    renderRoute('/discover/album/:releaseId', at, (environment) => ({ params }) => preloadQuery(environment, AlbumPageQuery, albumPagePreload(params.releaseId ?? '', agent).variables), <AlbumPage />, data);

  it('shows the album with its tracks, and the track the address names selected and focused', async () => {
    await renderAlbum('/discover/album/album-1#track-2', { album });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova Lind' }).getAttribute('href')).toBe('/discover/artist/artist-1');
    const rows = within(screen.getByRole('region', { name: 'Tracks' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(document.activeElement).toBe(rows[1]);
    expect(scrolled).toEqual([rows[1]]);
    expect(rows[1]!.textContent).toContain('3:05');
    expect(rows[1]!.textContent).toContain('Explicit');
    await expectNoAxeViolations();
  });

  it('asks for the album for the editorial agent, from the store for the same agent, and afresh for another (the selected account changed)', () => {
    const environment = createMockEnvironment();
    const other = editorialAgentOf({ version: '1.0.0', now: new Date(), session: 'session-1', userId: 'user-1', account: { id: 'account-2', plan: 'basic', country: 'GB', businessType: 'retail' } });
    const ask = (forAgent: typeof agent) => {
      const preload = albumPagePreload('album-1', forAgent);
      loadQuery(environment, AlbumPageQuery, preload.variables, { fetchPolicy: preload.fetchPolicy });
    };
    ask(agent);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'album-1', first: 100, agent });
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
    ask(agent);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    ask(other);
    expect(environment.mock.getAllOperations().map((operation) => operation.request.variables.agent)).toEqual([other]);
  });

  it('selects no track without a hash', async () => {
    await renderAlbum('/discover/album/album-1', { album });
    await screen.findByRole('heading', { level: 1, name: 'Harbour Lights' });
    expect(screen.getAllByRole('listitem').some((row) => row.getAttribute('aria-current'))).toBe(false);
  });

  it('shows the not-found screen for an album that does not exist', async () => {
    const { environment } = await renderAlbum('/discover/album/missing');
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), appError('Album not found', { status: 404, code: 'NOT_FOUND' })));
    expect(await screen.findByRole('heading', { name: 'Route not found' })).toBeTruthy();
  });
});

describe('the artist page', () => {
  const releases = (...titles: string[]) => ({ edges: titles.map((title, i) => ({ node: item('Album', `${title}-${i}`, title) })) });
  const renderArtist = (data?: Record<string, unknown>) =>
    renderRoute('/discover/artist/:id', '/discover/artist/artist-1', (environment) => ({ params }) => preloadQuery(environment, ArtistPageQuery, artistPagePreload(params.id ?? '', agent).variables), <ArtistPage />, data);

  it("asks for the artist, its releases in the agent's market and its editorial page for the editorial agent", async () => {
    const { environment } = await renderArtist();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'artist-1', market: 'SE', releases: 50, agent });
  });

  it('groups the releases by kind, leaving out kinds without any, above the editorial sections', async () => {
    await renderArtist({
      artist: { id: 'artist-1', name: 'Nova Lind', display: display('Nova Lind'), albums: releases('Harbour Lights'), singles: releases('Night Swim', 'Day Swim'), compilations: releases() },
      editorialPage: { __typename: 'ArtistPage', __isEditorialPage: 'ArtistPage', id: 'artist-page', sections: [section('a:featured', 'Featuring Nova Lind', 'CAROUSEL', 'REGULAR', [item('Playlist', 'playlist-1', 'Quiet Hours')])] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova Lind' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Albums', 'Singles', 'Featuring Nova Lind']);
    expect(within(screen.getByRole('region', { name: 'Singles' })).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/discover/album/Night%20Swim-0', '/discover/album/Day%20Swim-1']);
    await expectNoAxeViolations();
  });
});

describe('the browse page', () => {
  const renderBrowse = (data?: Record<string, unknown>) =>
    renderRoute('/discover/browse/:categoryId', '/discover/browse/category-1', (environment) => ({ params }) => preloadQuery(environment, BrowsePageQuery, browsePagePreload(params.categoryId ?? '', agent).variables), <BrowsePage />, data);

  it("shows the category's header and sections", async () => {
    await renderBrowse({
      editorialPage: { __typename: 'BrowsePage', __isEditorialPage: 'BrowsePage', id: 'browse', title: 'Jazz', browseCategory: { id: 'category-1', display: display('Jazz') }, sections: [section('b:playlists', 'Playlists', 'GRID', 'REGULAR', [item('Playlist', 'playlist-1', 'Quiet Hours')])] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quiet Hours' }).getAttribute('href')).toBe('/discover/music/playlist-1');
    await expectNoAxeViolations();
  });

  it('shows the not-found screen for a category that does not exist', async () => {
    const { environment } = await renderBrowse();
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), appError('Browse category not found', { status: 404, code: 'NOT_FOUND' })));
    expect(await screen.findByRole('heading', { name: 'Route not found' })).toBeTruthy();
  });
});

describe('the other editorial pages of /discover/{splat}', () => {
  it.each([
    ['track/track-1', { kind: 'TRACK', id: 'track-1' }],
    ['browse', { kind: 'SEARCH' }],
    ['summer-hits', null],
    ['track', null],
    ['track/a/b', null],
  ])('%s', (splat, route) => {
    expect(editorialRouteOf(splat)).toEqual(route);
  });
});
