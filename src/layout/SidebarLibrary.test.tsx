import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import SidebarLibraryQuery from '../__generated__/SidebarLibraryQuery.graphql';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { operationName, renderWithRelay } from '../testing/renderWithRelay';
import { SIDEBAR_ITEM_HEIGHT, SIDEBAR_OVERSCAN, SIDEBAR_SEARCH_DEBOUNCE_MS, showsSidebarSearch } from './SidebarLibrary';
import { SidebarLibraryRegion } from './SidebarLibraryRegion';
import type { SidebarLibraryState } from './SidebarLibraryRegion';

const ACCOUNT = 'acc-1';
/** Rows the list's scroller shows: jsdom lays nothing out, so the test gives it this height. */
const ROWS_IN_VIEW = 8;

beforeEach(() => {
  // The virtualiser reads the scroller's clientHeight.
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!.get!;
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('sidebar-library__scroller') ? ROWS_IN_VIEW * SIDEBAR_ITEM_HEIGHT : clientHeight.call(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `pl-${i}`, name: `Playlist ${i}` }));

function resolvers(list: { id: string; name: string }[], { royaltyFree = false, hasNextPage = false } = {}): MockResolvers {
  return {
    Account: () => ({ id: ACCOUNT, isRoyaltyFree: royaltyFree }),
    Library: () => ({ owner: ACCOUNT, version: 1, ids: list.map((item) => item.id) }),
    LibraryItemConnection: () => ({
      total: list.length,
      edges: list.map((item) => ({ cursor: `c-${item.id}`, node: { __typename: 'Playlist', ...item, display: { image: null, colors: null } } })),
      pageInfo: { hasNextPage, endCursor: list.length ? `c-${list.at(-1)!.id}` : null },
    }),
  };
}

function renderSidebar(state: SidebarLibraryState, list = items(3), options: { royaltyFree?: boolean; hasNextPage?: boolean } = {}) {
  const environment = createMockEnvironment();
  // The sidebar loads its query itself (useQueryLoader): the mock answers such a load once it is queued.
  environment.mock.queuePendingOperation(SidebarLibraryQuery, { owner: ACCOUNT, first: 40 });
  const view = renderWithRelay(<SidebarLibraryRegion state={state} />, { environment, mockResolvers: resolvers(list, options), pending: ['useLibraryUpdatesSubscription', 'LibraryItemsPaginationQuery'] });
  const asked = (name: string) => environment.mock.getAllOperations().filter((operation) => operationName(operation) === name);
  return { ...view, asked };
}

const region = () => screen.getByRole('region', { name: 'Your library' });

describe('the sidebar library', () => {
  it('tells a visitor to log in, and a user without an account to choose one', () => {
    const { unmount } = renderSidebar({ kind: 'loggedOut' });
    expect(within(region()).getByText('Log in to see your library.')).toBeTruthy();
    unmount();
    renderSidebar({ kind: 'noAccount' });
    expect(within(region()).getByText('Choose an account to see its library.')).toBeTruthy();
  });

  it('says the library is empty for an account with nothing in it', async () => {
    renderSidebar({ kind: 'account', accountId: ACCOUNT }, []);
    expect(await screen.findByText('Nothing here yet. Playlists and schedules you save appear here.')).toBeTruthy();
  });

  it('lists the items with chips, linked, and without a search for 15 items or fewer', async () => {
    const { container } = renderSidebar({ kind: 'account', accountId: ACCOUNT }, items(15));
    expect((await screen.findByRole('link', { name: 'Playlist 0' })).getAttribute('href')).toBe('/discover/music/pl-0');
    expect(screen.getByRole('radio', { name: 'Playlists' }).getAttribute('aria-checked') ?? screen.getByRole('radio', { name: 'All' })).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search the library' })).toBeNull();
    await expectNoAxeViolations(container);
  }, 15_000);

  it('shows the search above 15 loaded items, and asks again 500 ms after typing pauses', async () => {
    const { asked } = renderSidebar({ kind: 'account', accountId: ACCOUNT }, items(16));
    const search = await screen.findByRole('searchbox', { name: 'Search the library' });
    const before = asked('LibraryItemsPaginationQuery').length;
    fireEvent.change(search, { target: { value: 'jaz' } });
    fireEvent.change(search, { target: { value: 'jazz' } });
    await new Promise((resolve) => setTimeout(resolve, SIDEBAR_SEARCH_DEBOUNCE_MS - 200));
    expect(asked('LibraryItemsPaginationQuery')).toHaveLength(before);
    await waitFor(() => expect(asked('LibraryItemsPaginationQuery').at(-1)?.request.variables.query).toMatchObject({ search: 'jazz' }), { timeout: 2000 });
  });

  it('filters by kind with the chips', async () => {
    const { asked } = renderSidebar({ kind: 'account', accountId: ACCOUNT });
    fireEvent.click(await screen.findByRole('radio', { name: 'Schedules' }));
    await waitFor(() => expect(asked('LibraryItemsPaginationQuery').at(-1)?.request.variables.query).toMatchObject({ kinds: ['SCHEDULE'] }));
  });

  it('renders only the rows in view and the overscan, and loads more on request', async () => {
    const { asked } = renderSidebar({ kind: 'account', accountId: ACCOUNT }, items(100), { hasNextPage: true });
    await screen.findByRole('link', { name: 'Playlist 0' });
    // The rows in view and the overscan below them, not all 100.
    expect(screen.getAllByRole('link')).toHaveLength(ROWS_IN_VIEW + SIDEBAR_OVERSCAN);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(asked('LibraryItemsPaginationQuery').at(-1)?.request.variables).toMatchObject({ first: 50, after: 'c-pl-99' }));
  }, 15_000);

  it('gives a royalty-free account no links on playlists', async () => {
    renderSidebar({ kind: 'account', accountId: ACCOUNT }, items(2), { royaltyFree: true });
    expect(await screen.findByText('Playlist 0')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Playlist 0' })).toBeNull();
  });

  it('shows the search when more than 15 are loaded or a search is set', () => {
    expect(showsSidebarSearch(15, '')).toBe(false);
    expect(showsSidebarSearch(16, '')).toBe(true);
    expect(showsSidebarSearch(0, 'x')).toBe(true);
  });
});
