import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modals } from '../../../app/modals/modalStore';
import { toasts } from '../../../app/toasts/toastStore';
import { LOCATION_LIMIT_MESSAGE } from '../../../domain/members';
import { expectNoAxeViolations } from '../../../testing/axe';
import { appError } from '../../auth/testing/renderPage';
import { NINA, OWNER, renderUsers, usersPath } from './renderUsers';

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
  modals.getModals().forEach((modal) => modals.close(modal.id));
});

const INVITED = { id: 'inv-1', email: 'eva@lumen.test', invitedAt: '2026-11-20T10:00:00Z', roles: { contact: true }, locations: ['loc-2'] };
const rowOf = (text: string) => screen.getByText(text).closest('li')!;
const toastMessages = () => toasts.getToasts().map((toast) => [toast.type, toast.message]);

async function openUsers(options: Parameters<typeof renderUsers>[0] extends infer O ? Omit<O & object, 'at'> : never = {}) {
  const view = renderUsers({ at: usersPath(), ...options });
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 5000 });
  return view;
}

describe('UsersPage (navigation.md 2.4 /settings/users)', { timeout: 30_000 }, () => {
  it('shows placeholders while the users load', async () => {
    renderUsers({ at: usersPath(), pending: 'all' });
    expect(await screen.findByRole('status', { name: "Loading the account's users" }, { timeout: 5000 })).toBeTruthy();
  });

  it('lists members with their roles, location users with their locations and pending invitations, accessibly', async () => {
    const { container } = await openUsers({ spec: { invited: [INVITED] } });
    const members = screen.getByRole('region', { name: 'Account members' });
    expect(within(members).getByText('Olle Owner (you)')).toBeTruthy();
    expect(within(rowOf('Olle Owner (you)')).getByText('Owner')).toBeTruthy();
    expect(within(rowOf('Nina Finance')).getByText('Finance')).toBeTruthy();
    expect(within(rowOf('Nina Finance')).getByText('Whole account')).toBeTruthy();
    const locationUsers = screen.getByRole('region', { name: 'Location users' });
    expect(within(locationUsers).getByText('Lars Local')).toBeTruthy();
    expect(within(rowOf('Lars Local')).getByText('Location user')).toBeTruthy();
    expect(within(rowOf('Lars Local')).getByText('Locations: Södermalm')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(within(pending).getByText('eva@lumen.test')).toBeTruthy();
    expect(within(rowOf('eva@lumen.test')).getByText('Invited Nov 20, 2026')).toBeTruthy();
    expect(within(rowOf('eva@lumen.test')).getByText('Contact person')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite a user' }).getAttribute('href')).toBe(usersPath('/invite'));
    await expectNoAxeViolations(container);
  });

  it('never offers removing the last owner or yourself; others are removable', async () => {
    await openUsers();
    expect(screen.queryByRole('button', { name: 'Remove Olle Owner' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change roles of Olle Owner' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Nina Finance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Lars Local' })).toBeTruthy();
  });

  it('offers one of two owners for removal', async () => {
    await openUsers({ spec: { members: [OWNER, { ...NINA, roles: { owner: true } }] } });
    expect(screen.getByRole('button', { name: 'Remove Nina Finance' })).toBeTruthy();
  });

  it('offers no changes without user.create, user.update and user.delete', async () => {
    await openUsers({ spec: { permissions: ['SETTINGS_READ', 'USERS_READ'], invited: [INVITED] } });
    expect(screen.getByText('Nina Finance')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Invite a user' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('explains, without asking for the members, when the viewer may not see them', async () => {
    const { environment } = await openUsers({ spec: { permissions: ['SETTINGS_READ'] } });
    expect(await screen.findByText("Only the account's owners and admins can see its users.")).toBeTruthy();
    expect(screen.queryByText('Nina Finance')).toBeNull();
    expect(environment.mock.getAllOperations().map((operation) => operation.request.variables.canRead)).not.toContain(true);
  });

  it('removes a member after the confirmation, tells so and reloads the list; cancelling keeps them', async () => {
    const removeMembership = vi.fn(async () => undefined);
    const { environment } = await openUsers({ api: { removeMembership } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Nina Finance' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Nina Finance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removeMembership).not.toHaveBeenCalled();
    const reload = vi.spyOn(environment, 'execute');
    await user.click(screen.getByRole('button', { name: 'Remove Nina Finance' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Nina Finance?' });
    expect(dialog.textContent).toContain('Nina Finance loses access to this account at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMembership).toHaveBeenCalledWith(NINA.aclId));
    await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Nina Finance was removed']));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows the server’s refusal of a removal', async () => {
    const removeMembership = vi.fn(async () => Promise.reject(appError('An account must keep at least one owner', { status: 409 })));
    await openUsers({ api: { removeMembership } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Lars Local' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toastMessages()).toContainEqual(['error', 'An account must keep at least one owner']));
  });

  it('withdraws an invitation after the confirmation', async () => {
    const removeMembership = vi.fn(async () => undefined);
    await openUsers({ api: { removeMembership }, spec: { invited: [INVITED] } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to eva@lumen.test' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw the invitation to eva@lumen.test?' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(removeMembership).toHaveBeenCalledWith('inv-1'));
    await waitFor(() => expect(toastMessages()).toContainEqual(['success', 'Invitation to eva@lumen.test withdrawn']));
  });

  it('changes a member’s roles and limits them to a location, keeping owners and admins on the whole account', async () => {
    const updateMembership = vi.fn(async () => ({ id: NINA.aclId, account: 'acc-1', user: NINA.userId, pending_email: null, owner: false, admin: false, finance: false, contact: true, locations: ['loc-2'] }));
    await openUsers({ api: { updateMembership } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change roles of Nina Finance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Nina Finance' });
    expect((within(dialog).getByRole('checkbox', { name: 'Finance' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Only chosen locations (a location user)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LOCATION_LIMIT_MESSAGE)).toBeTruthy();
    expect(await within(dialog).findByText('Choose at least one location')).toBeTruthy();
    expect(updateMembership).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Contact person' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kungsholmen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMembership).toHaveBeenCalledWith(NINA.aclId, { owner: false, admin: false, finance: false, contact: true, locations: ['loc-2'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastMessages()).toContainEqual(['success', 'Roles of Nina Finance saved']);
  });

  it('keeps the last owner an owner', async () => {
    await openUsers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change roles of Olle Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Olle Owner' });
    const owner = within(dialog).getByRole('checkbox', { name: 'Owner' }) as HTMLInputElement;
    expect([owner.checked, owner.disabled]).toEqual([true, true]);
    expect(within(dialog).getByText("The account's only owner stays an owner.")).toBeTruthy();
  });

});
