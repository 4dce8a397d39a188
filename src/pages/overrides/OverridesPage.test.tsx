import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OverrideFormDialogQuery from '../../__generated__/OverrideFormDialogQuery.graphql';
import OverridesPageQuery from '../../__generated__/OverridesPageQuery.graphql';
import { ModalHost } from '../../app/modals/ModalHost';
import { modals } from '../../app/modals/modalStore';
import { toasts } from '../../app/toasts/toastStore';
import { AppError } from '../../errors/AppError';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { OVERRIDE_CHOICES } from './OverrideFormDialog';
import { OverridesPage } from './OverridesPage';
import { overridesPagePreload } from './overridesQueries';

const ACCOUNT = 'acc-1';
const PATH = `/accounts/${ACCOUNT}/your-music/overrides`;

interface OverrideFixture {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  source?: { __typename: 'Playlist' | 'Schedule'; id: string; name: string; presentAs?: string };
  target?: { kind: 'ACCOUNT' | 'LOCATIONS' | 'SOUND_ZONES'; locations?: { id: string; name?: string }[]; soundZones?: { id: string; name?: string }[] };
}

const CHRISTMAS: OverrideFixture = { id: 'o-christmas', name: 'Christmas week', startDate: '2026-12-20', endDate: '2026-12-26', source: { __typename: 'Schedule', id: 'sch-1', name: 'Christmas' } };
const SALE: OverrideFixture = { id: 'o-sale', name: 'January sale', startDate: '2027-01-02', endDate: '2027-01-08', source: { __typename: 'Playlist', id: 'pl-1', name: 'Upbeat', presentAs: 'PLAYLIST' }, target: { kind: 'LOCATIONS', locations: [{ id: 'l1' }, { id: 'l2' }, { id: 'l3' }] } };
const SPRING: OverrideFixture = { id: 'o-spring', name: 'Spring launch', startDate: '2027-03-01', endDate: '2027-03-01', source: { __typename: 'Playlist', id: 'st-1', name: 'Morning Radio', presentAs: 'STATION' }, target: { kind: 'SOUND_ZONES', soundZones: [{ id: 'z1' }] } };
const AUTUMN: OverrideFixture = { id: 'o-autumn', name: 'Autumn days', startDate: '2026-10-01', endDate: '2026-10-03' };

const overrideData = ({ source = { __typename: 'Playlist', id: 'pl-0', name: 'Default', presentAs: 'PLAYLIST' }, target = { kind: 'ACCOUNT' }, ...fields }: OverrideFixture) => ({
  __typename: 'PlaybackOverride',
  ...fields,
  source: { presentAs: 'PLAYLIST', display: { image: null, colors: null }, ...source },
  target: { kind: target.kind, locations: target.locations ?? [], soundZones: target.soundZones ?? [] },
});

const LIBRARY: MockResolvers = {
  Library: () => ({
    items: {
      edges: [
        { node: { __typename: 'Playlist', id: 'pl-1', name: 'Upbeat', presentAs: 'PLAYLIST' } },
        { node: { __typename: 'Schedule', id: 'sch-1', name: 'Christmas' } },
      ],
    },
  }),
  Account: () => ({ id: ACCOUNT, locations: { edges: ['Stockholm', 'Gothenburg', 'Malmö'].map((name, n) => ({ node: { id: `loc-${n + 1}`, name } })) } }),
};

/** The page's list, or all of them with the ended ones when the query asks. */
function resolvers(overrides: OverrideFixture[]) {
  return (operation: OperationDescriptor): MockResolvers => ({
    ...LIBRARY,
    Query: () => ({ playbackOverrides: overrides.filter((item) => operation.request.variables.includeEnded || item.endDate >= '2026-12-22').map(overrideData) }),
  });
}

const zoneEdge = (id: string, name: string) => ({ node: { id, name, permissions: [], location: { name: 'Stockholm' } } });

const findOperation = (environment: RelayMockEnvironment, name: string) => environment.mock.findOperation((operation) => operationName(operation) === name);

async function renderOverrides({ overrides = [CHRISTMAS, SALE, SPRING, AUTUMN], pending = [] as string[], at = PATH } = {}) {
  const environment = createMockEnvironment();
  // The dialog loads its choices as it opens (useQueryLoader): answered by the resolvers once queued.
  environment.mock.queuePendingOperation(OverrideFormDialogQuery, { accountId: ACCOUNT, first: OVERRIDE_CHOICES });
  const view = renderWithRelay(null, {
    environment,
    at,
    mockResolvers: resolvers(overrides),
    pending: ['useOverrideUpdatesSubscription', ...pending],
    wrap: (children) => (
      <>
        {children}
        <ModalHost />
      </>
    ),
    routes: [
      {
        path: '/accounts/:accountId/your-music/overrides',
        loader: ({ params, request }) => preloadQuery(environment, OverridesPageQuery, overridesPagePreload(params.accountId ?? '', new URL(request.url).searchParams).variables),
        element: <OverridesPage />,
        errorElement: <RouteErrorBoundary />,
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
  await screen.findByRole('heading', { level: 1, name: 'Holidays and campaigns' });
  return view;
}

const rowOf = (name: string) => screen.getByRole('article', { name });
const rowNames = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-labelledby') && within(row).getByRole('heading').textContent);

beforeEach(() => {
  // Noon on 22 December 2026: Christmas week is on, the sale and the spring launch are to come, autumn is over.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-22T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
  modals.getModals().forEach((modal) => modals.close(modal.id));
});

describe('OverridesPage', { timeout: 30_000 }, () => {
  it('shows skeletons while the overrides load', async () => {
    await renderOverrides({ pending: ['OverridesPageQuery'] });
    expect(screen.getByRole('status', { name: 'Loading holidays and campaigns' })).toBeTruthy();
  });

  it('lists active then upcoming overrides with their dates, source and where they apply, ended ones hidden', async () => {
    await renderOverrides();
    await screen.findByRole('article', { name: 'Christmas week' });
    expect(rowNames()).toEqual(['Christmas week', 'January sale', 'Spring launch']);
    const christmas = rowOf('Christmas week');
    expect(within(christmas).getByText(/Dec 20 – 26, 2026/)).toBeTruthy();
    expect(within(christmas).getByText('Active now')).toBeTruthy();
    expect(within(christmas).getByText(/All zones/)).toBeTruthy();
    expect(within(christmas).getByRole('link', { name: 'Christmas' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT}/your-music/schedules/sch-1`);
    expect(within(christmas).getByText(/\(Schedule\)/)).toBeTruthy();
    const sale = rowOf('January sale');
    expect(within(sale).getByText(/Jan 2 – 8, 2027/)).toBeTruthy();
    expect(within(sale).getByText('Upcoming')).toBeTruthy();
    expect(within(sale).getByText(/3 locations/)).toBeTruthy();
    expect(within(sale).getByRole('link', { name: 'Upbeat' }).getAttribute('href')).toBe('/discover/music/pl-1');
    const spring = rowOf('Spring launch');
    expect(within(spring).getByText(/1 zone$/)).toBeTruthy();
    expect(within(spring).getByText(/\(Station\)/)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Autumn days' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the ended ones under their own heading when asked, and hides them again', async () => {
    const { router } = await renderOverrides();
    await screen.findByRole('article', { name: 'Christmas week' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show ended overrides' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ended=true'));
    const ended = await screen.findByRole('region', { name: 'Ended' });
    expect(within(ended).getByRole('article', { name: 'Autumn days' })).toBeTruthy();
    expect(within(ended).getByText(/Oct 1 – 3, 2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show ended overrides' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ended' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('explains what an override is when there are none, and offers to create one', async () => {
    await renderOverrides({ overrides: [AUTUMN] });
    const empty = await screen.findByRole('region', { name: 'No holidays or campaigns yet' });
    expect(within(empty).getByText(/makes zones play something else between two dates/)).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.click(within(empty).getByRole('button', { name: 'New override' }));
    expect(await screen.findByRole('dialog', { name: 'New override' })).toBeTruthy();
  });

  it('shows the error page with a way out when the overrides cannot be loaded', async () => {
    const environment = createMockEnvironment();
    renderWithRelay(null, {
      environment,
      at: PATH,
      pending: 'all',
      routes: [
        {
          path: '/accounts/:accountId/your-music/overrides',
          loader: ({ params, request }) => preloadQuery(environment, OverridesPageQuery, overridesPagePreload(params.accountId ?? '', new URL(request.url).searchParams).variables),
          element: <OverridesPage />,
          errorElement: <RouteErrorBoundary />,
        },
      ],
    });
    await waitFor(() => expect(environment.mock.getAllOperations().some((operation) => operationName(operation) === 'OverridesPageQuery')).toBe(true));
    act(() => environment.mock.reject(findOperation(environment, 'OverridesPageQuery'), new AppError('down', { kind: 'server' })));
    expect(await screen.findByRole('link', { name: /home/i })).toBeTruthy();
  });

  it('says what is missing or wrong in the form, and keeps the dialog open', async () => {
    await renderOverrides();
    await userEvent.click(screen.getByRole('button', { name: 'New override' }));
    const dialog = await screen.findByRole('dialog', { name: 'New override' });
    await within(dialog).findByRole('textbox', { name: 'Name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The name and the dates.
    await waitFor(() => expect(within(dialog).getAllByText('Cannot be empty')).toHaveLength(2));
    expect(within(dialog).getByText('Choose what the zones play')).toBeTruthy();
    // A range ending before it starts.
    await typeRange(dialog, '12262026', '12202026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The last day cannot be before the first')).toBeTruthy();
    // One longer than 366 days.
    await typeRange(dialog, '01012027', '01032028');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An override lasts at most 366 days')).toBeTruthy();
    // Chosen locations, none chosen.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen locations' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one location')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('creates an override for chosen locations, and lists it as the answer arrives', async () => {
    const { environment } = await renderOverrides({ pending: ['overrideMutationsCreateMutation'] });
    await userEvent.click(screen.getByRole('button', { name: 'New override' }));
    const dialog = await screen.findByRole('dialog', { name: 'New override' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Midsummer');
    await typeRange(dialog, '06192027', '06212027');
    await chooseSource(dialog, 'Upbeat (Playlist)');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen locations' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find locations' }), 'burg');
    const locations = within(dialog).getByRole('listbox', { name: 'Locations' });
    expect(within(locations).getAllByRole('option').map((option) => option.textContent)).toEqual(['Gothenburg']);
    await userEvent.click(within(locations).getByRole('option', { name: 'Gothenburg' }));
    expect(within(dialog).getByText('1 location chosen')).toBeTruthy();
    // Another kind of target starts the choice afresh: the location is no longer chosen on coming back.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All zones' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen locations' }));
    expect(within(dialog).queryByText('1 location chosen')).toBeNull();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find locations' }), 'burg');
    await userEvent.click(within(within(dialog).getByRole('listbox', { name: 'Locations' })).getByRole('option', { name: 'Gothenburg' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const create = await waitFor(() => findOperation(environment, 'overrideMutationsCreateMutation'));
    expect(create.request.variables.input).toEqual({ account: ACCOUNT, name: 'Midsummer', startDate: '2027-06-19', endDate: '2027-06-21', source: 'pl-1', target: { kind: 'LOCATIONS', ids: ['loc-2'] } });
    act(() =>
      environment.mock.resolve(
        create,
        MockPayloadGenerator.generate(create, { PlaybackOverride: () => overrideData({ id: 'o-midsummer', name: 'Midsummer', startDate: '2027-06-19', endDate: '2027-06-21', source: { __typename: 'Playlist', id: 'pl-1', name: 'Upbeat' }, target: { kind: 'LOCATIONS', locations: [{ id: 'loc-2' }] } }) }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual(['Christmas week', 'January sale', 'Spring launch', 'Midsummer']);
    expect(within(rowOf('Midsummer')).getByText(/1 location$/)).toBeTruthy();
  });

  it('shows a refusal in the dialog with what was typed kept', async () => {
    const { environment } = await renderOverrides({ pending: ['overrideMutationsCreateMutation'] });
    await userEvent.click(screen.getByRole('button', { name: 'New override' }));
    const dialog = await screen.findByRole('dialog', { name: 'New override' });
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Name' }), 'Black Friday');
    await typeRange(dialog, '11262027', '11292027');
    await chooseSource(dialog, 'Christmas (Schedule)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const create = await waitFor(() => findOperation(environment, 'overrideMutationsCreateMutation'));
    act(() => environment.mock.resolve(create, { data: null, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] } as never));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Black Friday');
  });

  it('changes an override with its values filled in, zones searched and chosen', async () => {
    const { environment } = await renderOverrides({ pending: ['overrideMutationsUpdateMutation', 'ZonePickerQuery'] });
    await screen.findByRole('article', { name: 'Spring launch' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Spring launch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Spring launch' });
    expect((await within(dialog).findByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Spring launch');
    expect((within(dialog).getByRole('radio', { name: 'Chosen zones' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('1 zone chosen')).toBeTruthy();
    // The station it plays is no longer in the library, and stays a choice.
    expect((within(dialog).getByRole('combobox', { name: 'Plays' }) as HTMLInputElement).value).toBe('Morning Radio (Station)');
    // The zone picker's search is answered here (a query loaded by the picker itself).
    const search = await waitFor(() => findOperation(environment, 'ZonePickerQuery'));
    expect(search.request.variables).toEqual({ accountId: ACCOUNT, filters: null, first: 50 });
    act(() =>
      environment.mock.resolve(
        search,
        MockPayloadGenerator.generate(search, {
          Account: () => ({ id: ACCOUNT }),
          SoundZoneConnection: () => ({ total: 2, edges: [zoneEdge('z1', 'Window'), zoneEdge('z2', 'Bar')] }),
          SoundZoneStatus: () => ({ state: 'OK', message: 'ALL_OK', codes: [] }),
        }),
      ),
    );
    const zones = await within(dialog).findByRole('listbox', { name: 'Zones' });
    expect((await within(zones).findByRole('option', { name: /Window/ })).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(within(zones).getByRole('option', { name: /Bar/ }));
    expect(within(dialog).getByText('2 zones chosen')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const update = await waitFor(() => findOperation(environment, 'overrideMutationsUpdateMutation'));
    expect(update.request.variables.input).toEqual({ id: 'o-spring', name: 'Spring launch', startDate: '2027-03-01', endDate: '2027-03-01', source: 'st-1', target: { kind: 'SOUND_ZONES', ids: ['z1', 'z2'] } });
  });

  it('deletes an override after asking, at once, and puts it back when the server refuses', async () => {
    const { environment } = await renderOverrides({ pending: ['overrideMutationsDeleteMutation'] });
    await screen.findByRole('article', { name: 'January sale' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete January sale' }));
    const confirmDialog = await screen.findByRole('alertdialog', { name: 'Delete January sale?' });
    expect(within(confirmDialog).getByText('Its zones go back to their own music at once.')).toBeTruthy();
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'January sale' })).toBeNull());
    const remove = findOperation(environment, 'overrideMutationsDeleteMutation');
    expect(remove.request.variables.input).toEqual({ id: 'o-sale' });
    act(() => environment.mock.reject(remove, new AppError('down', { kind: 'server' })));
    expect(await screen.findByRole('article', { name: 'January sale' })).toBeTruthy();
  });

  it('shows overrides created, changed and deleted in another browser as their updates arrive', async () => {
    const { environment } = await renderOverrides();
    await screen.findByRole('article', { name: 'Christmas week' });
    const subscription = findOperation(environment, 'useOverrideUpdatesSubscription');
    expect(subscription.request.variables).toEqual({ accountId: ACCOUNT });
    const push = (payload: object) => act(() => environment.mock.nextValue(subscription, { data: { playbackOverrideUpdate: payload } }));
    const easter = overrideData({ id: 'o-easter', name: 'Easter', startDate: '2027-03-26', endDate: '2027-03-29' });
    push({ id: 'o-easter', playbackOverride: easter });
    expect(rowNames()).toEqual(['Christmas week', 'January sale', 'Spring launch', 'Easter']);
    push({ id: 'o-easter', playbackOverride: { ...easter, name: 'Easter weekend' } });
    expect(screen.getByRole('article', { name: 'Easter weekend' })).toBeTruthy();
    push({ id: 'o-sale', playbackOverride: null });
    expect(rowNames()).toEqual(['Christmas week', 'Spring launch', 'Easter weekend']);
  });
});

/** Types a range into the date range field, segment by segment from the first day's month. */
async function typeRange(dialog: HTMLElement, start: string, end: string) {
  const segments = within(dialog).getAllByRole('spinbutton');
  act(() => segments[0]!.focus());
  await userEvent.keyboard(`${start}${end}`);
}

async function chooseSource(dialog: HTMLElement, label: string) {
  const combobox = within(dialog).getByRole('combobox', { name: 'Plays' });
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: label }));
}
