import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/AppError';
import type { Campaign } from '../../rest/messaging';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, MESSAGING, ZONES, campaign, deferred, fakeMessagingApi, message } from './testing/messagingFixtures';
import { clearAnnouncements, closeOverlays, renderMessaging } from './testing/renderMessaging';

afterEach(closeOverlays);

const CREATE = `${MESSAGING}/campaigns/create`;
const OPEN = `${MESSAGING}/campaigns/${campaign().id}`;
const today = () => new Date().toISOString().slice(0, 10);
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const choices = { listMessages: async () => [message(), message({ id: 'm2', name: 'Closing soon' })], listZones: async () => ZONES };

describe('CampaignPage (navigation.md 2.4)', () => {
  it('schedules a message into a zone, published, every day from today, then opens the campaign', async () => {
    const created = campaign({ id: 'new-campaign', name: 'Happy hours', status: 'active' });
    const api = fakeMessagingApi({ ...choices, createCampaign: async () => created, getCampaign: async () => created });
    const { router } = renderMessaging(CREATE, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 5000 })).toBeTruthy();
    expect(api.listMessages).toHaveBeenCalledWith(ACCOUNT_ID, { sort: 'alphabetical', asc: true });
    const user = userEvent.setup();
    await user.type(textbox('Name'), 'Happy hours');
    await user.click(screen.getByRole('checkbox', { name: 'Happy hour' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bar (Café Lumen)' }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${MESSAGING}/campaigns/new-campaign`));
    expect(api.createCampaign).toHaveBeenCalledWith(ACCOUNT_ID, {
      name: 'Happy hours',
      messages: [message().id],
      sound_zones: ['zone-1'],
      start_date: today(),
      end_date: null,
      days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'],
      interval_minutes: 30,
      publish: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Happy hours' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  }, 20_000);

  it('asks a published campaign for a message and a zone, and an interval of 5 to 1440 minutes, before sending', async () => {
    const api = fakeMessagingApi(choices);
    renderMessaging(CREATE, api);
    await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(textbox('Name'), 'Happy hours');
    await user.clear(textbox('Minutes between plays'));
    await user.type(textbox('Minutes between plays'), '4');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('A published campaign needs a message')).toBeTruthy();
    expect(screen.getByText('A published campaign needs a sound zone')).toBeTruthy();
    expect(screen.getByText('Must be at least 5')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Happy hour' }));
    await user.clear(textbox('Minutes between plays'));
    await user.type(textbox('Minutes between plays'), '1441');
    expect(await screen.findByText('Must be at most 1440')).toBeTruthy();
    expect(api.createCampaign).not.toHaveBeenCalled();
  }, 20_000);

  it('keeps a draft without messages or zones, and shows the server’s refusal on its field with the input kept', async () => {
    const api = fakeMessagingApi({
      ...choices,
      createCampaign: async () => Promise.reject(new AppError('Validation failed', { kind: 'badRequest', status: 400, fields: { name: 'Already used by another campaign' } })),
    });
    renderMessaging(CREATE, api);
    await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(textbox('Name'), 'Happy hours');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Already used by another campaign')).toBeTruthy();
    expect(api.createCampaign).toHaveBeenCalledWith(ACCOUNT_ID, expect.objectContaining({ messages: [], sound_zones: [], days: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA'], publish: false }));
    expect(textbox('Name').value).toBe('Happy hours');
    expect((screen.getByRole('checkbox', { name: 'Sunday' }) as HTMLInputElement).checked).toBe(false);
    clearAnnouncements();
    await expectNoAxeViolations();
  }, 20_000);

  it('shows placeholders while the campaign loads, then its status and settings, and saves a change', async () => {
    const answer = deferred<Campaign>();
    const api = fakeMessagingApi({ ...choices, getCampaign: () => answer.promise, updateCampaign: async (_id, changes) => campaign({ ...changes, status: 'scheduled' } as Partial<Campaign>) });
    renderMessaging(OPEN, api);
    expect(await screen.findByRole('status', { name: 'Loading the campaign' }, { timeout: 5000 })).toBeTruthy();
    answer.resolve(campaign());
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter offers' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Scheduled')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Happy hour' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Closing soon' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Saturday' }) as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();
    const user = userEvent.setup();
    await user.clear(textbox('Minutes between plays'));
    await user.type(textbox('Minutes between plays'), '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // What the form sends is the campaign's own fields, the interval changed, and it stays published.
    const { id, account: _account, status: _status, created_at: _created, updated_at: _updated, ...fields } = campaign();
    await waitFor(() => expect(api.updateCampaign).toHaveBeenCalledWith(id, { ...fields, interval_minutes: 45, status: 'scheduled' }));
  }, 20_000);

  it('shows an ended campaign without a way to change it, and deletes it', async () => {
    const api = fakeMessagingApi({ ...choices, getCampaign: async () => campaign({ status: 'ended' }), deleteCampaign: async () => undefined });
    const { router } = renderMessaging(OPEN, api);
    expect(await screen.findByText('This campaign has ended and can no longer be changed.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(textbox('Name').readOnly).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete campaign?' });
    expect(within(dialog).getByText('“Winter offers” is deleted and stops playing.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${MESSAGING}/campaigns`));
    expect(api.deleteCampaign).toHaveBeenCalledWith(campaign().id);
  }, 20_000);
});
