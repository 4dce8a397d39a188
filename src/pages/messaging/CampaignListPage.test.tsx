import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../rest/messaging';
import { expectNoAxeViolations } from '../../testing/axe';
import { MESSAGING, campaign, deferred, fakeMessagingApi } from './testing/messagingFixtures';
import { renderMessaging } from './testing/renderMessaging';

const AT = `${MESSAGING}/campaigns`;

describe('CampaignListPage (navigation.md 2.4, 5)', () => {
  it('shows placeholders while the campaigns load, then each with its status, days and zones', async () => {
    const answer = deferred<Campaign[]>();
    const api = fakeMessagingApi({ listCampaigns: () => answer.promise });
    renderMessaging(AT, api);
    expect(await screen.findByRole('status', { name: 'Loading campaigns' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Messaging' })).toBeTruthy();
    answer.resolve([campaign(), campaign({ id: 'c2', name: 'Lunch deals', status: 'draft', end_date: null, sound_zones: [], interval_minutes: 60 })]);
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Winter offers' }).getAttribute('href')).toBe(`${AT}/${campaign().id}`);
    expect(within(items[0]!).getByText('Scheduled')).toBeTruthy();
    expect(items[0]!.textContent).toContain('Dec 1, 2026 – Jan 31, 2027 · every 30 min · 1 zone');
    expect(within(items[1]!).getByText('Draft')).toBeTruthy();
    expect(items[1]!.textContent).toContain('From Dec 1, 2026 · every 60 min · 0 zones');
    expect(api.listCampaigns).toHaveBeenCalledWith('QWNjb3VudCwsMWFiYy8.', { sort: 'date' });
    expect(screen.getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe(`${AT}/create`);
    await expectNoAxeViolations();
  }, 20_000);

  it('says there are none yet, and that none match a search', async () => {
    renderMessaging(AT, fakeMessagingApi({ listCampaigns: async () => [] }));
    expect(await screen.findByText(/No campaigns yet/, undefined, { timeout: 5000 })).toBeTruthy();
  }, 20_000);

  it('reads the search from the URL, dropping invalid values, and says when nothing matches', async () => {
    const api = fakeMessagingApi({ listCampaigns: async () => [] });
    renderMessaging(`${AT}?q=winter&sort=size&asc=up`, api);
    expect(await screen.findByText('No campaigns match “winter”.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.listCampaigns).toHaveBeenCalledWith('QWNjb3VudCwsMWFiYy8.', { q: 'winter', sort: 'date' });
    expect((screen.getByRole('searchbox', { name: 'Search campaigns' }) as HTMLInputElement).value).toBe('winter');
  }, 20_000);

  it('searches once typing pauses, and sorts and orders through the URL', async () => {
    const api = fakeMessagingApi({ listCampaigns: async () => [campaign()] });
    const { router } = renderMessaging(AT, api);
    await screen.findByRole('list', { name: 'Campaigns' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'win');
    // Not per keystroke: one search once typing has paused.
    expect(api.listCampaigns).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=win'));
    expect(api.listCampaigns).toHaveBeenLastCalledWith('QWNjb3VudCwsMWFiYy8.', { q: 'win', sort: 'date' });
    expect(api.listCampaigns).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('checkbox', { name: 'Ascending' }));
    await waitFor(() => expect(api.listCampaigns).toHaveBeenLastCalledWith('QWNjb3VudCwsMWFiYy8.', { q: 'win', sort: 'date', asc: true }));
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Status' }));
    await waitFor(() => expect(api.listCampaigns).toHaveBeenLastCalledWith('QWNjb3VudCwsMWFiYy8.', { q: 'win', sort: 'status', asc: true }));
    expect(router.state.location.search).toBe('?q=win&asc=true&sort=status');
  }, 20_000);
});
