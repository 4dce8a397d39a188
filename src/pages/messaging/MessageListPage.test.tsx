import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../rest/messaging';
import { expectNoAxeViolations } from '../../testing/axe';
import { ACCOUNT_ID, MESSAGING, deferred, fakeMessagingApi, message } from './testing/messagingFixtures';
import { renderMessaging } from './testing/renderMessaging';

const AT = `${MESSAGING}/messages`;

describe('MessageListPage (navigation.md 2.4, 5)', () => {
  it('shows placeholders while the messages load, then each with its kind, voice and length', async () => {
    const answer = deferred<Message[]>();
    const api = fakeMessagingApi({ listMessages: () => answer.promise });
    renderMessaging(`${AT}?sort=alphabetical&asc=true`, api);
    expect(await screen.findByRole('status', { name: 'Loading messages' }, { timeout: 5000 })).toBeTruthy();
    answer.resolve([message(), message({ id: 'm2', name: 'Summer sale', type: 'ad', voice: 'sv', duration_ms: 12_400 })]);
    const items = within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Happy hour' }).getAttribute('href')).toBe(`${AT}/${message().id}`);
    expect(items[0]!.textContent).toContain('Announcement · English (US) · 5 s');
    expect(items[1]!.textContent).toContain('Ad · Swedish · 12 s');
    expect(api.listMessages).toHaveBeenCalledWith(ACCOUNT_ID, { sort: 'alphabetical', asc: true });
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(`${AT}/create`);
    expect(screen.getByRole('button', { name: /Sort by/ }).textContent).toContain('Name');
    expect((screen.getByRole('checkbox', { name: 'Ascending' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
  }, 20_000);

  it('says there are none yet', async () => {
    renderMessaging(AT, fakeMessagingApi({ listMessages: async () => [] }));
    expect(await screen.findByText(/No messages yet/, undefined, { timeout: 5000 })).toBeTruthy();
  }, 20_000);

  it('says that none match a search', async () => {
    renderMessaging(`${AT}?q=sale`, fakeMessagingApi({ listMessages: async () => [] }));
    expect(await screen.findByText('No messages match “sale”.', undefined, { timeout: 5000 })).toBeTruthy();
  }, 20_000);
});
