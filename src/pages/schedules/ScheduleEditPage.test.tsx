import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import ScheduleEditPageQuery from '../../__generated__/ScheduleEditPageQuery.graphql';
import type { ScheduleEditPageQuery as ScheduleEditPageQueryType } from '../../__generated__/ScheduleEditPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { scheduleEditPreload } from './scheduleEditorQueries';
import { ScheduleEditPage } from './ScheduleEditPage';

const ACCOUNT = 'acc-1';
const SCHEDULE_ID = 'U2NoZWR1bGUsLDEv';
const HOUR = 3_600_000;
const PLAYLISTS = [
  { id: 'p1', name: 'Calm Morning' },
  { id: 'p2', name: 'Busy Lunch' },
];

const slot = (id: string, day: string, dtstart: string, hours: number, playlists = [PLAYLISTS[0]!]) => ({ id, rrule: `FREQ=WEEKLY;BYDAY=${day}`, dtstart, duration: hours * HOUR, playlists });
const EDIT_PATH = `/accounts/${ACCOUNT}/your-music/schedules/edit`;

/** The editor at `search`, on the schedule with `slots` (or a new one without `scheduleId`). */
function renderEditor({ scheduleId = SCHEDULE_ID as string | null, search = '', slots = [slot('s1', 'MO', '080000', 4)], permissions = ['EDIT', 'DELETE', 'DUPLICATE'] } = {}) {
  const environment = createMockEnvironment();
  const view = renderWithRelay(null, {
    environment,
    pending: ['saveScheduleCreateMutation', 'saveScheduleUpdateMutation'],
    mockResolvers: {
      Schedule: () => ({ id: SCHEDULE_ID, name: 'Weekdays', description: 'Calm mornings', color: '#355070', permissions, slots }),
      LibraryItemConnection: () => ({ edges: PLAYLISTS.map((playlist) => ({ node: { __typename: 'Playlist', ...playlist } })) }),
    },
    at: `${EDIT_PATH}${scheduleId ? `/${scheduleId}` : ''}${search}`,
    routes: [
      ...[EDIT_PATH, `${EDIT_PATH}/:scheduleId`].map((path) => ({
        path: path.replace(ACCOUNT, ':accountId'),
        loader: () => preloadQuery<ScheduleEditPageQueryType>(environment, ScheduleEditPageQuery, scheduleEditPreload(ACCOUNT, scheduleId).variables),
        element: <ScheduleEditPage />,
      })),
      { path: '/accounts/:accountId/your-music/schedules/:scheduleId', element: <p>Schedule page</p> },
      { path: '/create', element: <p>Create hub</p> },
    ],
  });
  return { ...view, environment };
}

const slotLabels = () => within(screen.getByRole('list', { name: 'The week' })).queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

async function saved(environment: ReturnType<typeof createMockEnvironment>, name: string) {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === name);
    if (!operation) throw new Error(`no ${name}`);
    return operation;
  });
}

describe('ScheduleEditPage', { timeout: 30_000 }, () => {
  it("loads the schedule's details and slots", async () => {
    const { container } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Weekdays' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Weekdays');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Calm mornings');
    expect(slotLabels()).toEqual(['Monday 08:00 AM–12:00 PM: Calm Morning']);
    await expectNoAxeViolations(container);
  });

  it('moves, resizes and removes a slot by keyboard, and undoes each step', async () => {
    renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Weekdays' });
    const slotButton = screen.getByRole('button', { name: /^Monday 08:00 AM/ });
    slotButton.focus();
    await user.keyboard('{ArrowDown}');
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:15 PM: Calm Morning']);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:45 PM: Calm Morning']);
    await user.keyboard('{ArrowRight}');
    expect(slotLabels()).toEqual(['Tuesday 08:15 AM–12:45 PM: Calm Morning']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday 08:15 AM–12:45 PM: Calm Morning');
    await user.keyboard('{Control>}z{/Control}');
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:45 PM: Calm Morning']);
    await user.keyboard('{Delete}');
    expect(slotLabels()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add slot' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:45 PM: Calm Morning']);
  });

  it('adds a slot by keyboard inside another, which is split around it, and assigns it playlists', async () => {
    renderEditor({ slots: [slot('s1', 'MO', '080000', 6)] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a slot' });
    await expectNoAxeViolations(dialog);
    // The dialog starts at Monday 09:00 to 12:00, inside the 08:00 to 14:00 slot.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const playlists = await screen.findByRole('dialog', { name: 'Playlists for Monday 09:00 AM–12:00 PM' });
    await expectNoAxeViolations(playlists);
    await user.click(within(playlists).getByRole('checkbox', { name: 'Calm Morning' }));
    await user.click(within(playlists).getByRole('checkbox', { name: 'Busy Lunch' }));
    await user.click(within(playlists).getByRole('button', { name: 'Done' }));
    expect(slotLabels()).toEqual(['Monday 08:00 AM–09:00 AM: Calm Morning', 'Monday 09:00 AM–12:00 PM: Calm Morning, Busy Lunch', 'Monday 12:00 PM–02:00 PM: Calm Morning']);
  });

  it('creates a schedule: the name is required, a slot needs playlists, and the save adds it to the library', async () => {
    const { environment, router } = renderEditor({ scheduleId: null, slots: [] });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'New schedule' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Summer');
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Add a slot' })).getByRole('button', { name: 'Add' }));
    await user.click(within(await screen.findByRole('dialog', { name: /^Playlists for/ })).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose playlists for this slot before saving: Monday 09:00 AM–12:00 PM');
    expect(environment.mock.getAllOperations().some((operation) => operationName(operation).startsWith('saveSchedule'))).toBe(false);

    screen.getByRole('button', { name: /^Monday 09:00 AM/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('dialog', { name: /^Playlists for/ })).getByRole('checkbox', { name: 'Busy Lunch' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = await saved(environment, 'saveScheduleCreateMutation');
    expect(operation.request.variables.input).toEqual({
      owner: ACCOUNT,
      copyOf: null,
      addToLibrary: true,
      name: 'Summer',
      description: '',
      color: '#355070',
      slots: [{ rrule: 'FREQ=WEEKLY;BYDAY=MO', dtstart: '090000', duration: 3 * HOUR, playlists: ['p2'] }],
    });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Schedule: () => ({ id: 'new-schedule' }) })));
    expect(await screen.findByText('Schedule page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT}/your-music/schedules/new-schedule`);
  });

  it('saves over an existing schedule, keeps the changes when the save fails, and goes to returnPath after', async () => {
    const { environment, router } = renderEditor({ search: '?returnPath=%2Fcreate' });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Weekends');
    screen.getByRole('button', { name: /^Monday 08:00 AM/ }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const failing = await saved(environment, 'saveScheduleUpdateMutation');
    act(() => environment.mock.reject(failing, new Error('Network down')));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:15 PM: Calm Morning']);
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Weekends');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => candidate !== failing && operationName(candidate) === 'saveScheduleUpdateMutation');
      if (!found) throw new Error('not saved again');
      return found;
    });
    expect(operation.request.variables.input).toEqual({
      schedule: SCHEDULE_ID,
      name: 'Weekends',
      description: 'Calm mornings',
      color: '#355070',
      slots: [{ rrule: 'FREQ=WEEKLY;BYDAY=MO', dtstart: '081500', duration: 4 * HOUR, playlists: ['p1'] }],
    });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Schedule: () => ({ id: SCHEDULE_ID }) })));
    expect(await screen.findByText('Create hub')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Weekdays' });
    screen.getByRole('button', { name: /^Monday 08:00 AM/ }).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(warning).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`${EDIT_PATH}/${SCHEDULE_ID}`);
    expect(slotLabels()).toEqual(['Monday 08:15 AM–12:15 PM: Calm Morning']);
  });

  it('copies a schedule into a new one', async () => {
    const { environment } = renderEditor({ search: '?action=copy' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy Weekdays' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = await saved(environment, 'saveScheduleCreateMutation');
    expect(operation.request.variables.input).toMatchObject({ owner: ACCOUNT, copyOf: SCHEDULE_ID, addToLibrary: true, name: 'Weekdays (copy)' });
  });

  it('shows a readonly schedule without editing controls', async () => {
    const { container } = renderEditor({ search: '?action=readonly' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekdays' })).toBeTruthy();
    expect(screen.getByText('This schedule can be viewed but not changed here.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add slot' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Monday' }).textContent).toContain('Calm Morning');
    // The container: react-aria's announcer keeps earlier tests' messages in the document.
    await expectNoAxeViolations(container);
  });

  it('shows a schedule the account may not edit as readonly, whatever the action', async () => {
    renderEditor({ permissions: [] });
    expect(await screen.findByText('This schedule can be viewed but not changed here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows a schedule readonly when asked to copy it without the right to', async () => {
    renderEditor({ search: '?action=copy', permissions: ['EDIT'] });
    expect(await screen.findByText('This schedule can be viewed but not changed here.')).toBeTruthy();
  });

  it('leaves the playlists as they were when the dialog is closed with Escape', async () => {
    renderEditor();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit Weekdays' });
    screen.getByRole('button', { name: /^Monday 08:00 AM/ }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Playlists for Monday 08:00 AM–12:00 PM' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Busy Lunch' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(slotLabels()).toEqual(['Monday 08:00 AM–12:00 PM: Calm Morning']);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
  });
});
