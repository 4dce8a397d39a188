import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ZoneListPageQuery from '../../../__generated__/ZoneListPageQuery.graphql';
import type { ZoneListPageQuery as ZoneListPageQueryType } from '../../../__generated__/ZoneListPageQuery.graphql';
import { expectNoAxeViolations } from '../../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../../testing/renderWithRelay';
import { ZoneListPage } from './ZoneListPage';
import { zoneListVariables } from './zoneListQuery';
import { ZONE_SEARCH_DEBOUNCE_MS } from './ZoneListFilters';
import { LIVE_ROWS_SETTLE_MS } from './useLiveZones';
import { ROW_HEIGHT } from './ZoneList';
import { ROW_LEAVE_DELAY_MS } from './useRowsLeaving';

// jsdom does not scroll; the list scrolls a row into view before focusing it.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ACCOUNT = 'acc-1';
const LIVE = ['useLiveZonesZoneUpdateSubscription', 'useLiveZonesNowPlayingSubscription', 'useLiveZoneTotalsSubscription'];

interface ZoneSpec {
  name?: string;
  location?: string;
  state?: 'OK' | 'ERROR' | 'INCOMPLETE' | 'NOT_SETUP';
  playing?: { title: string; artists: string[] } | null;
  device?: { name: string; kind: string; softwareVersion: string | null } | null;
}

const zoneNode = (i: number, spec: ZoneSpec = {}) => ({
  id: `zone-${i}`,
  name: spec.name ?? `Zone ${i}`,
  location: { id: `loc-${spec.location ?? 'Main'}`, name: spec.location ?? 'Main Street', physicalAddress: { city: 'Stockholm', country: 'SE' } },
  status: { state: spec.state ?? 'OK', message: spec.state === 'NOT_SETUP' ? 'NOT_SETUP' : 'ALL_OK', codes: [] },
  subscription: { isActive: spec.state !== 'NOT_SETUP' },
  errors: { total: 0 },
  device: spec.device === undefined ? { name: `Box ${i}`, kind: 'embedded', softwareVersion: 'cadence-12.4-linux' } : spec.device,
  nowPlaying:
    spec.playing === null
      ? null
      : { track: { title: spec.playing?.title ?? `Song ${i}`, artists: (spec.playing?.artists ?? ['Band']).map((name) => ({ name })), display: { image: null, colors: null } } },
});

interface ListSpec {
  zones: ZoneSpec[] | number;
  everyZone?: number;
  matching?: number;
  stateTotals?: Partial<Record<'OK' | 'ERROR' | 'INCOMPLETE' | 'NOT_SETUP', number>>;
  hasNextPage?: boolean;
}

function resolvers({ zones, everyZone, matching, stateTotals = {}, hasNextPage = false }: ListSpec): MockResolvers {
  const nodes = typeof zones === 'number' ? Array.from({ length: zones }, (_, i) => zoneNode(i)) : zones.map((spec, i) => zoneNode(i, spec));
  return {
    Account: () => ({ id: ACCOUNT, locations: { edges: [{ node: { physicalAddress: { country: 'SE', state: null } } }] } }),
    SoundZoneConnection: (context) => ({
      total: context.alias === 'everyZone' ? (everyZone ?? nodes.length) : (matching ?? nodes.length),
      stateTotals: (['ERROR', 'INCOMPLETE', 'NOT_SETUP', 'OK'] as const).map((state) => ({ state, total: stateTotals[state] ?? 0 })),
      edges: nodes.map((node) => ({ cursor: `c-${node.id}`, node })),
      pageInfo: { hasNextPage, endCursor: nodes.length ? `c-${nodes.at(-1)!.id}` : null },
    }),
  };
}

/** The subscription of that name, once the page has started it. */
function liveOperation(environment: ReturnType<typeof createMockEnvironment>, name: string): Promise<OperationDescriptor> {
  return waitFor(
    () => {
      const found = environment.mock.getAllOperations().find((operation) => operationName(operation) === name);
      if (!found) throw new Error(`no ${name}`);
      return found;
    },
    { timeout: LIVE_ROWS_SETTLE_MS + 2000 },
  );
}

/** A zone's status changes, as soundZoneUpdate tells it. */
async function zoneChanges(environment: ReturnType<typeof createMockEnvironment>, index: number, spec: ZoneSpec) {
  const update = environment.mock.getAllOperations().find((operation) => operationName(operation) === 'useLiveZonesZoneUpdateSubscription' && operation.request.variables.soundZone === `zone-${index}`);
  if (!update) throw new Error(`zone-${index} is not watched`);
  act(() => environment.mock.nextValue(update, MockPayloadGenerator.generate(update, { SoundZone: () => zoneNode(index, spec) })));
}

function renderZoneList(spec: ListSpec, { at = `/accounts/${ACCOUNT}/zones`, pending = LIVE }: { at?: string; pending?: readonly string[] | 'all' } = {}) {
  const environment = createMockEnvironment();
  // What each answered operation asked for, in order.
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const view = renderWithRelay(null, {
    environment,
    mockResolvers: (operation) => {
      asked.push({ name: operationName(operation), variables: operation.request.variables });
      return resolvers(spec);
    },
    pending,
    at,
    routes: [
      {
        path: '/accounts/:accountId/zones',
        loader: ({ params, request }) => preloadQuery<ZoneListPageQueryType>(environment, ZoneListPageQuery, zoneListVariables(params.accountId!, new URL(request.url).searchParams)),
        element: <ZoneListPage />,
      },
      { path: '/accounts/:accountId/zones/:zoneId', element: <p>zone page</p> },
    ],
  });
  const pageQueries = () => asked.filter((operation) => operation.name === 'ZoneListPageQuery').map((operation) => operation.variables);
  return { ...view, pageQueries };
}

describe('ZoneListPage', () => {
  it('shows skeleton rows while the zones load', async () => {
    renderZoneList({ zones: 3 }, { pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading zones' })).toBeTruthy();
  });

  it('shows each zone with its location, status, what it plays and its player with the shown version', async () => {
    renderZoneList({
      zones: [
        { name: 'Bar', location: 'Södermalm', playing: { title: 'Open Feather', artists: ['Oskar Arden', 'Mira'] } },
        { name: 'Terrace', location: 'Södermalm', state: 'ERROR', playing: null, device: { name: 'Terrace iPhone', kind: 'ios', softwareVersion: '7.1' } },
        { name: 'Kitchen', location: 'SoHo', state: 'NOT_SETUP', playing: null, device: null },
      ],
    });
    const bar = await screen.findByRole('link', { name: /^Bar/ });
    expect(bar.getAttribute('href')).toBe(`/accounts/${ACCOUNT}/zones/zone-0`);
    expect(within(bar).getByText('Playing')).toBeTruthy();
    expect(within(bar).getByText('Open Feather')).toBeTruthy();
    expect(within(bar).getByText('Oskar Arden, Mira')).toBeTruthy();
    expect(within(bar).getByText('Box 0')).toBeTruthy();
    expect(within(bar).getByText('v12.4')).toBeTruthy();

    const terrace = screen.getByRole('link', { name: /^Terrace/ });
    expect(within(terrace).getByText('Needs attention')).toBeTruthy();
    expect(within(terrace).getByText('Nothing playing')).toBeTruthy();
    expect(within(terrace).getByText('v7.1')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /^Kitchen/ })).getByText('No player paired')).toBeTruthy();

    // Grouped by location: a heading where each location starts.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['SödermalmStockholm, SE', 'SoHoStockholm, SE']);
  });

  it('counts the zones of each status on its chip, and the total on All', async () => {
    renderZoneList({ zones: 2, stateTotals: { OK: 3920, ERROR: 532, INCOMPLETE: 308, NOT_SETUP: 240 }, everyZone: 5000 });
    const chips = within(await screen.findByRole('radiogroup', { name: 'Status' }));
    expect(chips.getAllByRole('radio').map((chip) => chip.textContent)).toEqual(['All5,000', 'Error532', 'Incomplete308', 'Not set up240', 'OK3,920']);
    expect(chips.getByRole('radio', { name: /^All/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('5,000 zones')).toBeTruthy();
  });

  it('puts a chosen status in the URL and asks for zones of that status, from the first one', async () => {
    const { router, pageQueries } = renderZoneList({ zones: 2, stateTotals: { OK: 2, ERROR: 1 } }, { at: `/accounts/${ACCOUNT}/zones?perPage=20&after=abc` });
    await screen.findByRole('link', { name: /^Zone 0/ });
    expect(pageQueries()).toEqual([{ accountId: ACCOUNT, first: 20, after: 'abc', filters: [] }]);
    fireEvent.click(screen.getByRole('radio', { name: /^Error/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=20&status=ERROR'));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Error/ }).getAttribute('aria-checked')).toBe('true'));
    expect(pageQueries()[1]).toEqual({ accountId: ACCOUNT, first: 20, after: null, filters: [{ state: { eq: 'ERROR' } }] });
  });

  it('shows the URL’s invalid filters as none', async () => {
    renderZoneList({ zones: 1, stateTotals: { OK: 1 } }, { at: `/accounts/${ACCOUNT}/zones?status=LOUD&statusCode=NOPE&perPage=1000` });
    await screen.findByRole('link', { name: /^Zone 0/ });
    expect(screen.getByRole('radio', { name: /^All/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: /Status code/ }).textContent).toContain('Any status code');
  });

  it('keeps what is typed in the search box in the URL once typing pauses', async () => {
    const { router } = renderZoneList({ zones: 1 });
    const box = await screen.findByRole('searchbox', { name: 'Search zones' });
    fireEvent.change(box, { target: { value: 'bar' } });
    expect(router.state.location.search).toBe('');
    await new Promise((resolve) => setTimeout(resolve, ZONE_SEARCH_DEBOUNCE_MS + 50));
    await waitFor(() => expect(router.state.location.search).toBe('?q=bar'));
  });

  it('offers to create the first zone of an account without zones', async () => {
    renderZoneList({ zones: 0, everyZone: 0, matching: 0 });
    expect(await screen.findByRole('heading', { name: 'No zones yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a zone' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/zones/create/`);
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers to clear the filters when no zone matches them', async () => {
    const { router } = renderZoneList({ zones: 0, everyZone: 12, matching: 0 }, { at: `/accounts/${ACCOUNT}/zones?q=nothing&status=OK&perPage=20` });
    expect(await screen.findByRole('heading', { name: 'No zones match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=20'));
  });

  // Generating the mock answer of 2,000 zones takes most of this test's time: seconds on a busy machine.
  it('keeps the DOM small with thousands of zones loaded', { timeout: 20_000 }, async () => {
    // jsdom lays nothing out: rows measure as tall as they are drawn (the virtualiser reads offsetHeight).
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('zone-list__item') ? ROW_HEIGHT : 0;
    });
    renderZoneList({ zones: 2000, hasNextPage: true });
    await screen.findByRole('link', { name: /^Zone 0/ });
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(100);
    expect(screen.getByRole('list', { name: 'Zones, 2,000 in all' })).toBeTruthy();
  });

  it('moves between rows with the arrow keys, one tab stop for the list', async () => {
    renderZoneList({ zones: 5 });
    const first = await screen.findByRole('link', { name: /^Zone 0/ });
    const rows = screen.getAllByRole('link').filter((link) => link.classList.contains('zone-row'));
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Zone 1/ })));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Zone 4/ })));
  });

  it('follows a zone’s status and track through subscriptions, without fetching the page again', async () => {
    const { environment, pageQueries } = renderZoneList({ zones: [{ name: 'Bar', playing: { title: 'First Song', artists: ['A'] } }] });
    const bar = await screen.findByRole('link', { name: /^Bar/ });
    expect(within(bar).getByText('Playing')).toBeTruthy();
    const live = (name: string) => liveOperation(environment, name);
    const zoneUpdate: OperationDescriptor = await live('useLiveZonesZoneUpdateSubscription');
    expect(zoneUpdate.request.variables).toEqual({ soundZone: 'zone-0' });
    const queriesBefore = pageQueries().length;

    act(() =>
      environment.mock.nextValue(
        zoneUpdate,
        MockPayloadGenerator.generate(zoneUpdate, { SoundZone: () => ({ ...zoneNode(0, { name: 'Bar', state: 'ERROR', playing: { title: 'First Song', artists: ['A'] } }) }) }),
      ),
    );
    expect(within(screen.getByRole('link', { name: /^Bar/ })).getByText('Needs attention')).toBeTruthy();

    const nowPlaying = await live('useLiveZonesNowPlayingSubscription');
    act(() =>
      environment.mock.nextValue(
        nowPlaying,
        MockPayloadGenerator.generate(nowPlaying, { NowPlaying: () => ({ track: { title: 'Second Song', artists: [{ name: 'B' }], display: { image: null, colors: null } } }) }),
      ),
    );
    expect(within(screen.getByRole('link', { name: /^Bar/ })).getByText('Second Song')).toBeTruthy();
    expect(pageQueries()).toHaveLength(queriesBefore);
  });

  it('keeps the status counts and the header live through the account\'s updates, without fetching the page again', async () => {
    const { environment, pageQueries } = renderZoneList({ zones: 2, everyZone: 4, stateTotals: { OK: 3, ERROR: 1 } });
    await screen.findByRole('link', { name: /^Zone 0/ });
    const totals = await liveOperation(environment, 'useLiveZoneTotalsSubscription');
    expect(totals.request.variables).toEqual({ accountId: ACCOUNT, filters: [] });
    const queriesBefore = pageQueries().length;

    // A zone out of view breaks, and a new one is created not yet set up.
    act(() => environment.mock.nextValue(totals, MockPayloadGenerator.generate(totals, resolvers({ zones: 0, everyZone: 5, stateTotals: { OK: 2, ERROR: 2, NOT_SETUP: 1 } }))));
    const chips = within(screen.getByRole('radiogroup', { name: 'Status' }));
    expect(chips.getAllByRole('radio').map((chip) => chip.textContent)).toEqual(['All5', 'Error2', 'Incomplete0', 'Not set up1', 'OK2']);
    expect(screen.getByText('5 zones')).toBeTruthy();
    expect(pageQueries()).toHaveLength(queriesBefore);
  });

  it('watches the counts of the filters the list was loaded with, and counts the matching zones live', async () => {
    const { environment } = renderZoneList({ zones: 1, everyZone: 9, matching: 3, stateTotals: { OK: 6, ERROR: 3 } }, { at: `/accounts/${ACCOUNT}/zones?status=ERROR` });
    expect(await screen.findByText('3 zones match')).toBeTruthy();
    const totals = await liveOperation(environment, 'useLiveZoneTotalsSubscription');
    expect(totals.request.variables).toEqual({ accountId: ACCOUNT, filters: [{ state: { eq: 'ERROR' } }] });
    act(() => environment.mock.nextValue(totals, MockPayloadGenerator.generate(totals, resolvers({ zones: 0, everyZone: 9, matching: 4, stateTotals: { OK: 5, ERROR: 4 } }))));
    expect(screen.getByText('4 zones match')).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name: /^Error/ }).textContent).toBe('Error4');
  });

  it('shows a zone that begins to match the filters in its place, fetching the zones it holds again', async () => {
    const spec: ListSpec = { zones: [{ name: 'Bar', state: 'ERROR' }, { name: 'Terrace', state: 'ERROR' }], matching: 2, stateTotals: { ERROR: 2 } };
    const { environment } = renderZoneList(spec, { at: `/accounts/${ACCOUNT}/zones?status=ERROR` });
    await screen.findByRole('link', { name: /^Terrace/ });
    const totals = await liveOperation(environment, 'useLiveZoneTotalsSubscription');

    // Out of view of the rows, the Kitchen breaks: the count of errors rises, and the server now lists it.
    spec.zones = [{ name: 'Bar', state: 'ERROR' }, { name: 'Kitchen', state: 'ERROR' }, { name: 'Terrace', state: 'ERROR' }];
    spec.matching = 3;
    act(() => environment.mock.nextValue(totals, MockPayloadGenerator.generate(totals, resolvers({ zones: 0, everyZone: 3, matching: 3, stateTotals: { ERROR: 3 } }))));
    const again = await liveOperation(environment, 'ZoneListPaginationQuery');
    expect(again.request.variables).toMatchObject({ id: ACCOUNT, after: null, filters: [{ state: { eq: 'ERROR' } }] });
    act(() => environment.mock.resolve(again, MockPayloadGenerator.generate(again, resolvers(spec))));
    const kitchen = await screen.findByRole('link', { name: /^Kitchen/ });
    const rows = screen.getAllByRole('link').filter((link) => link.classList.contains('zone-row'));
    expect(rows.indexOf(kitchen)).toBe(1);
  });

  it('fetches nothing again when the matching zones only become fewer', async () => {
    const { environment } = renderZoneList({ zones: 2, matching: 2, stateTotals: { OK: 2 } });
    await screen.findByRole('link', { name: /^Zone 1/ });
    const totals = await liveOperation(environment, 'useLiveZoneTotalsSubscription');
    act(() => environment.mock.nextValue(totals, MockPayloadGenerator.generate(totals, resolvers({ zones: 0, everyZone: 2, matching: 1, stateTotals: { OK: 1 } }))));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(environment.mock.getAllOperations().map(operationName)).not.toContain('ZoneListPaginationQuery');
  });

  describe('a row whose zone no longer matches the status filter', () => {
    afterEach(() => void vi.useRealTimers());

    /** The list of errors with Bar and Terrace, both watched live. */
    async function errorList() {
      const view = renderZoneList({ zones: [{ name: 'Bar', state: 'ERROR' }, { name: 'Terrace', state: 'ERROR' }], matching: 2, stateTotals: { ERROR: 2 } }, { at: `/accounts/${ACCOUNT}/zones?status=ERROR` });
      await screen.findByRole('link', { name: /^Bar/ });
      await liveOperation(view.environment, 'useLiveZonesZoneUpdateSubscription');
      await waitFor(() => expect(view.environment.mock.getAllOperations().filter((operation) => operationName(operation) === 'useLiveZonesZoneUpdateSubscription')).toHaveLength(2));
      vi.useFakeTimers();
      return view;
    }
    const rowNames = () => screen.queryAllByRole('link').filter((link) => link.classList.contains('zone-row')).map((link) => within(link).getByText(/^(Bar|Terrace)$/).textContent);

    it('stays where it is, showing its new status and that it no longer matches, then leaves the list', async () => {
      const { environment } = await errorList();
      await zoneChanges(environment, 0, { name: 'Bar', state: 'OK' });
      const bar = screen.getByRole('link', { name: /^Bar/ });
      expect(within(bar).getByText('No longer matches the filters')).toBeTruthy();
      expect(within(bar).queryByText('Needs attention')).toBeNull();
      expect(rowNames()).toEqual(['Bar', 'Terrace']);

      act(() => void vi.advanceTimersByTime(ROW_LEAVE_DELAY_MS - 1));
      expect(rowNames()).toEqual(['Bar', 'Terrace']);
      act(() => void vi.advanceTimersByTime(1));
      expect(rowNames()).toEqual(['Terrace']);
      expect(within(screen.getByRole('link', { name: /^Terrace/ })).queryByText('No longer matches the filters')).toBeNull();
    });

    it('waits for the pointer to leave the list, and the focus, before it goes', async () => {
      const { environment } = await errorList();
      const list = screen.getByRole('list', { name: /^Zones/ });
      fireEvent.pointerEnter(list);
      await zoneChanges(environment, 0, { name: 'Bar', state: 'OK' });
      act(() => void vi.advanceTimersByTime(2 * ROW_LEAVE_DELAY_MS));
      expect(rowNames()).toEqual(['Bar', 'Terrace']);
      fireEvent.pointerLeave(list);
      expect(rowNames()).toEqual(['Terrace']);

      const terrace = screen.getByRole('link', { name: /^Terrace/ });
      act(() => terrace.focus());
      await zoneChanges(environment, 1, { name: 'Terrace', state: 'OK' });
      act(() => void vi.advanceTimersByTime(2 * ROW_LEAVE_DELAY_MS));
      expect(rowNames()).toEqual(['Terrace']);
      act(() => terrace.blur());
      expect(rowNames()).toEqual([]);
    });

    it('stays when its zone matches again before it leaves', async () => {
      const { environment } = await errorList();
      await zoneChanges(environment, 0, { name: 'Bar', state: 'OK' });
      act(() => void vi.advanceTimersByTime(ROW_LEAVE_DELAY_MS / 2));
      await zoneChanges(environment, 0, { name: 'Bar', state: 'ERROR' });
      expect(within(screen.getByRole('link', { name: /^Bar/ })).queryByText('No longer matches the filters')).toBeNull();
      act(() => void vi.advanceTimersByTime(2 * ROW_LEAVE_DELAY_MS));
      expect(rowNames()).toEqual(['Bar', 'Terrace']);
    });

    it('leaves the list empty with the offer to clear the filters when the last one goes', async () => {
      const { environment } = await errorList();
      await zoneChanges(environment, 0, { name: 'Bar', state: 'OK' });
      await zoneChanges(environment, 1, { name: 'Terrace', state: 'OK' });
      act(() => void vi.advanceTimersByTime(ROW_LEAVE_DELAY_MS));
      expect(rowNames()).toEqual([]);
      expect(screen.getByRole('heading', { name: 'No zones match these filters' })).toBeTruthy();
    });
  });

  it('has no accessibility violations', async () => {
    renderZoneList({ zones: [{ name: 'Bar' }, { name: 'Terrace', state: 'ERROR', playing: null }], stateTotals: { OK: 1, ERROR: 1 } });
    await screen.findByRole('link', { name: /^Bar/ });
    await expectNoAxeViolations();
  });
});
