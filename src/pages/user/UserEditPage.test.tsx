import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import type { UserRecord } from '../../rest/people';
import { appError, descriptionOf, fakeAuthScreens } from '../auth/testing/renderPage';
import { USER_ID, maja, renderUserPage } from './testing/renderUserPage';

const record = (changes: Partial<UserRecord>): UserRecord => ({ id: USER_ID, name: maja.name, email: maja.email, created_at: '20261122143000', accounts: [], start_of_week: 1, userColorModeSetting: 'system', ...changes });

const dialog = () => screen.findByRole('dialog', { name: 'Edit profile' });
const nameField = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

describe('UserEditPage', () => {
  it('opens over the profile with the current values', async () => {
    renderUserPage('/user/edit', { viewer: { ...maja, startOfWeek: 0, userColorModeSetting: 'dark' } });
    const edit = await dialog();
    expect(nameField().value).toBe('Maja Lind');
    expect(within(edit).getByRole('button', { name: /First day of the week/ }).textContent).toContain('Sunday');
    expect((within(edit).getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    // The profile stays under the dialog, hidden from assistive technology while it is open.
    expect(screen.getByRole('heading', { name: 'Your profile', hidden: true })).toBeTruthy();
  });

  it('requires a name, checked on leaving the field and on submit, focusing it', async () => {
    const screens = fakeAuthScreens();
    renderUserPage('/user/edit', { screens });
    await dialog();
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.tab();
    await waitFor(() => expect(descriptionOf(nameField())).toBe('Cannot be empty'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(nameField()));
    expect(screens.api.updateUser).not.toHaveBeenCalled();
  });

  it('saves name, first day of the week and colour theme, updates the profile and closes', async () => {
    const updateUser = vi.fn(async () => record({ name: 'Maja Berg', start_of_week: 0, userColorModeSetting: 'dark' }));
    const { router, toasts } = renderUserPage('/user/edit', { screens: fakeAuthScreens({ api: { updateUser } }) });
    await dialog();
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.type(nameField(), 'Maja Berg');
    await user.click(screen.getByRole('button', { name: /First day of the week/ }));
    await user.click(await screen.findByRole('option', { name: 'Sunday' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(updateUser).toHaveBeenCalledWith(USER_ID, { name: 'Maja Berg', start_of_week: 0, userColorModeSetting: 'dark' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Maja Berg')).toBeTruthy();
    expect(screen.getByText('Sunday')).toBeTruthy();
    expect(screen.getByText('Dark')).toBeTruthy();
    expect(toasts.getToasts().map((toast) => [toast.type, toast.message])).toEqual([['success', 'Your profile has been saved.']]);
  });

  it('keeps the input and shows the server’s messages on their fields', async () => {
    const updateUser = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { name: 'Must be less than 255 characters' } })));
    renderUserPage('/user/edit', { screens: fakeAuthScreens({ api: { updateUser } }) });
    await dialog();
    const user = userEvent.setup();
    await user.type(nameField(), ' Lind');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(nameField())).toBe('Must be less than 255 characters'));
    expect(nameField().value).toBe('Maja Lind Lind');
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeTruthy();
  });

  it('shows other failures for the form', async () => {
    const updateUser = vi.fn(async () => Promise.reject(appError('down', { status: 503 })));
    renderUserPage('/user/edit', { screens: fakeAuthScreens({ api: { updateUser } }) });
    await dialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is temporarily unavailable. Please try again in a moment.');
  });

  it('closes without saving on Cancel and on Escape', async () => {
    const screens = fakeAuthScreens();
    const { router } = renderUserPage('/user/edit', { screens });
    await dialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    await router.navigate('/user/edit');
    await dialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(screens.api.updateUser).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    renderUserPage('/user/edit');
    const edit = await dialog();
    await expectNoAxeViolations(edit);
  });
});
