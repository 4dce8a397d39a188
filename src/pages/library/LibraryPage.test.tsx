import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import LibraryPageQuery from '../../__generated__/LibraryPageQuery.graphql';
import type { LibraryPageQuery as LibraryPageQueryType } from '../../__generated__/LibraryPageQuery.graphql';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { createToastStore } from '../../app/toasts/toastStore';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { LIBRARY_PLACEHOLDERS, LibraryPage } from './LibraryPage';
import { libraryVariables } from './libraryQuery';

const ACCOUNT = 'acc-1';
type Item = { id: string; name: string; kind?: 'Playlist' | 'Schedule' };

function resolvers(items: Item[], { royaltyFree = false, version = 1 } = {}): MockResolvers {
  return {
    Account: () => ({ id: ACCOUNT, isRoyaltyFree: royaltyFree }),
    Library: () => ({ owner: ACCOUNT, version, ids: items.map((item) => item.id) }),
    LibraryItemConnection: () => ({
      total: items.length,
      edges: items.map((item) => ({ cursor: `c-${item.id}`, node: { __typename: item.kind ?? 'Playlist', id: item.id, name: item.name, display: { image: null, colors: null } } })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  };
}

function renderLibrary(items: Item[], { at = `/accounts/${ACCOUNT}/library`, pending = ['useLibraryUpdatesSubscription'] as readonly string[] | 'all', royaltyFree = false } = {}) {
  const environment = createMockEnvironment();
  const toasts = createToastStore();
  const view = renderWithRelay(null, {
    environment,
    mockResolvers: resolvers(items, { royaltyFree }),
    pending: pending === 'all' ? 'all' : [...pending, 'useLibraryChangeAddMutation', 'useLibraryChangeRemoveMutation'],
    at,
    wrap: (children) => <ToastStoreContext value={toasts}>{children}</ToastStoreContext>,
    routes: [
      {
        path: '/accounts/:accountId/library',
        loader: ({ params, request }) => preloadQuery<LibraryPageQueryType>(environment, LibraryPageQuery, libraryVariables(params.accountId!, new URL(request.url).searchParams)),
        element: <LibraryPage />,
      },
    ],
  });
  const operation = (name: string) =>
    waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === name);
      if (!found) throw new Error(`no ${name}`);
      return found;
    });
  return { ...view, toasts, operation };
}

const ITEMS: Item[] = [
  { id: 'pl-1', name: 'Lumen Mornings' },
  { id: 'sc-1', name: 'Week Plan', kind: 'Schedule' },
];

describe('LibraryPage', () => {
  it('shows 12 placeholder items while the library loads', async () => {
    renderLibrary(ITEMS, { pending: 'all' });
    // The first render of the file also compiles the page's modules: longer than findBy's default second.
    const loading = await screen.findByRole('status', { name: 'Loading the library' }, { timeout: 5000 });
    expect(within(loading).getAllByRole('listitem')).toHaveLength(LIBRARY_PLACEHOLDERS);
  });

  it('lists playlists and schedules, linked to their pages, and is accessible', async () => {
    const { container } = renderLibrary(ITEMS);
    const playlist = await screen.findByRole('link', { name: 'Lumen Mornings' });
    expect(playlist.getAttribute('href')).toBe('/discover/music/pl-1');
    expect(screen.getByRole('link', { name: 'Week Plan' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/your-music/schedules/sc-1`);
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByText('Schedule')).toBeTruthy();
    // Each item has its context menu (core.md 2 'Controls and dialogs').
    expect(screen.getByRole('button', { name: 'More actions for Lumen Mornings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for Week Plan' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('sorts and orders with react-aria selects, kept in the URL', async () => {
    const { router } = renderLibrary(ITEMS);
    await screen.findByRole('link', { name: 'Lumen Mornings' });
    fireEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    fireEvent.click(screen.getByRole('button', { name: /Order/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ascending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&asc=true'));
  });

  it('gives a royalty-free account no links on playlists', async () => {
    renderLibrary(ITEMS, { royaltyFree: true });
    expect(await screen.findByText('Lumen Mornings')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lumen Mornings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Week Plan' })).toBeTruthy();
  });

  it('says when the library is empty, and when nothing matches a filter', async () => {
    renderLibrary([]);
    expect(await screen.findByText('Your library is empty. Save playlists and schedules to find them here.')).toBeTruthy();
  });

  it('says nothing matches when a search is set', async () => {
    renderLibrary([], { at: `/accounts/${ACCOUNT}/library?q=jazz` });
    expect(await screen.findByText('Nothing in the library matches.')).toBeTruthy();
  });

  it('takes an item out at once, shows a removed toast whose undo adds it back', async () => {
    const { environment, toasts, operation } = renderLibrary(ITEMS);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lumen Mornings from the library' }));
    // Optimistic: gone before the server answers.
    expect(screen.queryByRole('link', { name: 'Lumen Mornings' })).toBeNull();
    const remove = await operation('useLibraryChangeRemoveMutation');
    expect(remove.request.variables).toEqual({ owner: ACCOUNT, input: { itemIds: ['pl-1'] } });
    act(() => environment.mock.resolve(remove, { data: { removeFromLibrary: { owner: ACCOUNT, version: 2, ids: ['sc-1'] } } }));
    const [toast] = toasts.getToasts();
    expect(toast).toMatchObject({ type: 'success', message: 'Lumen Mornings was removed from the library', action: { label: 'Undo' } });

    act(() => toast!.action!.onClick!());
    const add = await operation('useLibraryChangeAddMutation');
    expect(add.request.variables).toEqual({ owner: ACCOUNT, input: { items: [{ id: 'pl-1', itemKind: 'PLAYLIST' }] } });
    act(() => environment.mock.resolve(add, { data: { addToLibrary: { owner: ACCOUNT, version: 3, ids: ['sc-1', 'pl-1'] } } }));
    expect(toasts.getToasts().at(-1)).toMatchObject({ message: 'Lumen Mornings was added to the library', action: { label: 'Undo' } });
  });

  it('puts the item back and says so when the server refuses', async () => {
    const { environment, toasts, operation } = renderLibrary(ITEMS);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lumen Mornings from the library' }));
    const remove = await operation('useLibraryChangeRemoveMutation');
    act(() => environment.mock.reject(remove, new Error('offline')));
    expect(await screen.findByRole('link', { name: 'Lumen Mornings' })).toBeTruthy();
    expect(toasts.getToasts()).toMatchObject([{ type: 'error', message: 'The library could not be changed. Please try again.' }]);
  });

  it("loads the items again when another client's change comes live", async () => {
    const { environment, operation } = renderLibrary(ITEMS);
    await screen.findByRole('link', { name: 'Lumen Mornings' });
    const live = await operation('useLibraryUpdatesSubscription');
    expect(live.request.variables).toEqual({ owner: ACCOUNT });
    act(() => environment.mock.nextValue(live, MockPayloadGenerator.generate(live, { Library: () => ({ owner: ACCOUNT, version: 5, ids: ['pl-1', 'sc-1', 'pl-9'] }) })));
    const refetch = await operation('LibraryItemsPaginationQuery');
    expect(refetch.request.variables).toMatchObject({ owner: ACCOUNT, first: 40 });
  });
});

describe('libraryVariables', () => {
  const read = (search: string) => libraryVariables(ACCOUNT, new URLSearchParams(search));

  it('asks for the first 40 items, newest added first, by default', () => {
    expect(read('')).toEqual({ owner: ACCOUNT, first: 40, query: { kinds: null, search: null, sort: { field: 'ADDED_AT', order: 'DESC' } } });
  });

  it('reads the filter, search and sort, dropping invalid values', () => {
    expect(read('q=jazz+bar&filter=schedules&sort=name&asc=true').query).toEqual({ kinds: ['SCHEDULE'], search: 'jazz bar', sort: { field: 'NAME', order: 'ASC' } });
    expect(read('filter=playlists').query!.kinds).toEqual(['PLAYLIST']);
    expect(read('filter=albums&sort=date&asc=maybe').query).toEqual({ kinds: null, search: null, sort: { field: 'ADDED_AT', order: 'DESC' } });
  });
});
