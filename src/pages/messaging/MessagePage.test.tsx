import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../app/toasts/toastStore';
import { AppError } from '../../errors/AppError';
import type { Message } from '../../rest/messaging';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, MESSAGING, deferred, fakeMessagingApi, message } from './testing/messagingFixtures';
import { clearAnnouncements, closeOverlays, renderMessaging } from './testing/renderMessaging';

afterEach(closeOverlays);

const CREATE = `${MESSAGING}/messages/create`;
const OPEN = `${MESSAGING}/messages/${message().id}`;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('MessagePage (navigation.md 2.4)', () => {
  it('creates a text message in the voice of the account’s country, then opens it', async () => {
    const created = message({ id: 'new-message', name: 'Closing soon', text: 'We close in ten minutes.', voice: 'sv' });
    const api = fakeMessagingApi({ createMessage: async () => created, getMessage: async () => created });
    const { router } = renderMessaging(CREATE, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' }, { timeout: 5000 })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field('Name'), 'Closing soon');
    await user.type(field('Text to read out'), 'We close in ten minutes.');
    await user.click(screen.getByRole('button', { name: 'Create message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${MESSAGING}/messages/new-message`));
    expect(api.createMessage).toHaveBeenCalledWith(ACCOUNT_ID, { name: 'Closing soon', type: 'announcement', text: 'We close in ten minutes.', voice: 'sv' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Closing soon' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  }, 20_000);

  it('checks the fields before sending, focusing the first invalid one', async () => {
    const api = fakeMessagingApi();
    renderMessaging(CREATE, api);
    await screen.findByRole('heading', { level: 1, name: 'New message' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create message' }));
    expect(await screen.findAllByText('Cannot be empty')).toHaveLength(2);
    expect(document.activeElement).toBe(field('Name'));
    expect(api.createMessage).not.toHaveBeenCalled();
  }, 20_000);

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    const api = fakeMessagingApi({ createMessage: async () => Promise.reject(new AppError('Validation failed', { kind: 'badRequest', status: 400, fields: { text: 'Cannot be read out' } })) });
    renderMessaging(CREATE, api);
    await screen.findByRole('heading', { level: 1, name: 'New message' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(field('Name'), 'Welcome');
    await user.type(field('Text to read out'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Create message' }));
    expect(await screen.findByText('Cannot be read out')).toBeTruthy();
    expect(field('Name').value).toBe('Welcome');
    expect(field('Text to read out').value).toBe('Hello there');
    expect(field('Text to read out').getAttribute('aria-invalid')).toBe('true');
    clearAnnouncements();
    await expectNoAxeViolations();
  }, 20_000);

  it('shows placeholders while the message loads, then its fields and the speech to listen to', async () => {
    const answer = deferred<Message>();
    renderMessaging(OPEN, fakeMessagingApi({ getMessage: () => answer.promise }));
    expect(await screen.findByRole('status', { name: 'Loading the message' }, { timeout: 5000 })).toBeTruthy();
    answer.resolve(message());
    expect(await screen.findByRole('heading', { level: 1, name: 'Happy hour' })).toBeTruthy();
    expect(field('Name').value).toBe('Happy hour');
    expect(field('Text to read out').value).toBe(message().text);
    const preview = screen.getByRole('region', { name: 'Listen' });
    expect(within(preview).getByText('What your zones play, 5 seconds.')).toBeTruthy();
    expect(preview.querySelector('audio')?.getAttribute('src')).toBe(`${message().audio_url}?token=t`);
    expect(preview.querySelector('audio')?.getAttribute('aria-label')).toBe('Listen to Happy hour');
    await expectNoAxeViolations();
  }, 20_000);

  it('saves a change', async () => {
    const api = fakeMessagingApi({ getMessage: async () => message(), updateMessage: async (_id, changes) => message({ ...changes, updated_at: '20261123100000' }) });
    renderMessaging(OPEN, api);
    await screen.findByRole('heading', { level: 1, name: 'Happy hour' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.clear(field('Text to read out'));
    await user.type(field('Text to read out'), 'Last orders.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.updateMessage).toHaveBeenCalledWith(message().id, { name: 'Happy hour', type: 'announcement', text: 'Last orders.', voice: 'en-us' }));
    await waitFor(() => expect(toasts.getToasts().map((toast) => toast.message)).toContain('Message saved'));
  }, 20_000);

  it('says why a message a running campaign plays cannot be deleted, and deletes one that is not', async () => {
    let inUse = true;
    const api = fakeMessagingApi({
      getMessage: async () => message(),
      deleteMessage: async () => {
        if (inUse) throw new AppError("The message is used by the campaign 'Winter offers'", { kind: 'client', status: 409 });
      },
    });
    const { router } = renderMessaging(OPEN, api);
    await screen.findByRole('heading', { level: 1, name: 'Happy hour' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("The message is used by the campaign 'Winter offers'")).toBeTruthy();
    expect(router.state.location.pathname).toBe(OPEN);
    inUse = false;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete message?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${MESSAGING}/messages`));
    expect(api.deleteMessage).toHaveBeenCalledTimes(2);
  }, 20_000);
});
