import { screen, within } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import SchedulePageQuery from '../../__generated__/SchedulePageQuery.graphql';
import type { SchedulePageQuery as SchedulePageQueryType } from '../../__generated__/SchedulePageQuery.graphql';
import { renderPage, testSession } from '../auth/testing/renderPage';
import { preloadQuery } from '../../testing/renderWithRelay';
import { expectNoAxeViolations } from '../../testing/axe';
import { schedulePagePreload } from './scheduleQueries';
import { SchedulePage } from './SchedulePage';

const SCHEDULE_ID = 'U2NoZWR1bGUsLDEv';
const ACCOUNT = 'acc-1';
const HOUR = 3_600_000;

const slot = (id: string, day: string, dtstart: string, hours: number, playlists: { id: string; name: string }[]) => ({ id, rrule: `FREQ=WEEKLY;BYDAY=${day}`, dtstart, duration: hours * HOUR, playlists });

async function renderSchedule({ slots = [] as ReturnType<typeof slot>[], soundZoneCount = 2, inLibrary = false } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Schedule: () => ({ id: SCHEDULE_ID, name: 'Weekdays', description: 'Calm mornings, busy lunches', shortDescription: null, soundZoneCount, inMusicLibrary: inLibrary, slots }),
    }),
  );
  const session = testSession();
  await session.signIn();
  const variables = schedulePagePreload(SCHEDULE_ID, ACCOUNT).variables;
  const view = renderPage({
    session,
    environment,
    accountId: ACCOUNT,
    at: '/schedule',
    routes: [{ path: '/schedule', loader: () => preloadQuery<SchedulePageQueryType>(environment, SchedulePageQuery, variables), element: <SchedulePage /> }],
  });
  await screen.findByRole('heading', { level: 1, name: 'Weekdays' });
  return { ...view, variables };
}

describe('SchedulePage', { timeout: 20_000 }, () => {
  it('shows each day with its slots, their hours and playlists, a slot past midnight in the column it started in', async () => {
    await renderSchedule({
      slots: [
        slot('s1', 'MO', '080000', 4, [{ id: 'p1', name: 'Calm Morning' }]),
        slot('s2', 'MO', '220000', 10, [{ id: 'p2', name: 'Night Shift' }, { id: 'p3', name: 'Dawn' }]),
      ],
    });
    expect(screen.getByText('Calm mornings, busy lunches')).toBeTruthy();
    expect(screen.getByText('Played in 2 zones')).toBeTruthy();
    const monday = screen.getByRole('region', { name: 'Monday' });
    const items = within(monday).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['08:00 AM–12:00 PMCalm Morning', '10:00 PM–08:00 AMNight Shift, Dawn']);
    // The part after 06:00 on Tuesday lies in Tuesday's column.
    expect(within(screen.getByRole('region', { name: 'Tuesday' })).getByRole('listitem').textContent).toBe('10:00 PM–08:00 AMNight Shift, Dawn');
    expect(within(screen.getByRole('region', { name: 'Sunday' })).getByText('Nothing scheduled')).toBeTruthy();
    expect(within(monday).getByRole('link', { name: 'Calm Morning' }).getAttribute('href')).toBe('/discover/music/p1');
    await expectNoAxeViolations();
  });

  it('offers to keep it in the library and its menu, and says when it has no slots', async () => {
    await renderSchedule({ soundZoneCount: 0 });
    expect(screen.getByText('This schedule has no slots yet.')).toBeTruthy();
    expect(screen.getByText('Not played in any zone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Weekdays to the library' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for Weekdays' })).toBeTruthy();
  });
});
