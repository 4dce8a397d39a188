import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../app/toasts/toastStore';
import { LOCATION_LIMIT_MESSAGE } from '../../../domain/members';
import type { AccountUserInvite, Acl } from '../../../rest/people';
import { expectNoAxeViolations } from '../../../testing/axe';
import { appError, descriptionOf } from '../../auth/testing/renderPage';
import { ACCOUNT_ID, renderUsers, usersPath } from './renderUsers';

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

const invited = (invite: AccountUserInvite): Acl => ({ id: 'acl-9', account: ACCOUNT_ID, user: null, ...invite });
const emailField = () => screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;

async function openInvite(inviteUser = vi.fn(async (_accountId: string, invite: AccountUserInvite) => invited(invite))) {
  const view = renderUsers({ at: usersPath('/invite'), api: { inviteUser } });
  await screen.findByText('They get an e-mail with a link to join Lumen Café.', {}, { timeout: 5000 });
  return { ...view, inviteUser };
}

describe('InviteUserPage (navigation.md 2.4 /settings/users/invite)', { timeout: 30_000 }, () => {
  it('shows placeholders while the form loads', async () => {
    renderUsers({ at: usersPath('/invite'), pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading the invitation form' }, { timeout: 5000 })).toBeTruthy();
  });

  it('requires a valid e-mail (core.md 5 ACL), focusing it and sending nothing', async () => {
    const { inviteUser, container } = await openInvite();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Cannot be empty'));
    expect(document.activeElement).toBe(emailField());
    await user.type(emailField(), 'ada@example');
    await user.tab();
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(inviteUser).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('invites a location user limited to one location, then lists the invitation', async () => {
    const { inviteUser, router } = await openInvite();
    const user = userEvent.setup();
    await user.type(emailField(), 'lars@lumen.test');
    await user.click(screen.getByRole('radio', { name: 'Only chosen locations (a location user)' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Choose at least one location')).toBeTruthy();
    expect(inviteUser).not.toHaveBeenCalled();
    const locations = screen.getByRole('group', { name: 'Locations' });
    await user.click(within(locations).getByRole('checkbox', { name: 'Södermalm' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(usersPath()));
    expect(inviteUser).toHaveBeenCalledWith(ACCOUNT_ID, { pending_email: 'lars@lumen.test', owner: false, admin: false, finance: false, contact: false, locations: ['loc-1'] });
    expect(toasts.getToasts().map((toast) => [toast.type, toast.message])).toContainEqual(['success', 'Invitation sent to lars@lumen.test']);
  });

  it('invites an admin to the whole account; an admin is never limited to locations', async () => {
    const { inviteUser } = await openInvite();
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@lumen.test');
    await user.click(screen.getByRole('checkbox', { name: 'Admin' }));
    await user.click(screen.getByRole('radio', { name: 'Only chosen locations (a location user)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kungsholmen' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(LOCATION_LIMIT_MESSAGE)).toBeTruthy();
    expect(inviteUser).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'The whole account' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(inviteUser).toHaveBeenCalledWith(ACCOUNT_ID, { pending_email: 'ada@lumen.test', owner: false, admin: true, finance: false, contact: false, locations: [] }));
  });

  it('puts the server’s refusal of pending_email on the e-mail field and keeps the input', async () => {
    const inviteUser = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { pending_email: 'Must be a valid email' } })));
    const { router } = await openInvite(inviteUser);
    const user = userEvent.setup();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(emailField().value).toBe('ada@example.com');
    expect(router.state.location.pathname).toBe(usersPath('/invite'));
  });

  it('shows a conflict (already a member or invited) for the form', async () => {
    const inviteUser = vi.fn(async () => Promise.reject(appError('This e-mail address is already a member of the account or invited to it', { status: 409 })));
    await openInvite(inviteUser);
    const user = userEvent.setup();
    await user.type(emailField(), 'olle@lumen.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail address is already a member of the account or invited to it');
    expect(emailField().value).toBe('olle@lumen.test');
  });
});
