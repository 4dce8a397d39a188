import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError, descriptionOf, fakeAuthScreens, testSession } from '../auth/testing/renderPage';
import { USER_ID, renderUserPage } from './testing/renderUserPage';

const dialog = () => screen.findByRole('dialog', { name: 'Change password' });
const current = () => screen.getByLabelText('Current password') as HTMLInputElement;
const fresh = () => screen.getByLabelText('New password') as HTMLInputElement;

async function change(currentPassword: string, newPassword: string) {
  await dialog();
  const user = userEvent.setup();
  await user.type(current(), currentPassword);
  await user.type(fresh(), newPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('ChangePasswordPage', () => {
  it('asks for the current password and a new one of at least 6 characters', async () => {
    const screens = fakeAuthScreens();
    renderUserPage('/user/change-password', { screens });
    await dialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(descriptionOf(current())).toBe('Cannot be empty'));
    expect(descriptionOf(fresh())).toBe('At least 6 characters Cannot be empty');
    expect(document.activeElement).toBe(current());
    await user.type(current(), 'old-secret');
    await user.type(fresh(), '12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(descriptionOf(fresh())).toBe('At least 6 characters Must be at least 6 characters'));
    expect(document.activeElement).toBe(fresh());
    expect(screens.api.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, confirms and closes', async () => {
    const changePassword = vi.fn(async () => undefined);
    const { router, toasts } = renderUserPage('/user/change-password', { screens: fakeAuthScreens({ api: { changePassword } }) });
    await change('old-secret', 'new-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(changePassword).toHaveBeenCalledWith(USER_ID, { old_password: 'old-secret', password: 'new-secret' });
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual(['Your password has been changed.']);
  });

  it('shows a 401 as a wrong current password on that field, keeping the session and the input', async () => {
    const session = testSession();
    await session.signIn();
    const authFailed = vi.spyOn(session.store, 'authFailed');
    const changePassword = vi.fn(async () => Promise.reject(appError('The current password is wrong', { status: 401, kind: 'sessionExpired', code: 'unauthorized', expected: true })));
    const { router } = renderUserPage('/user/change-password', { screens: fakeAuthScreens({ api: { changePassword } }), session });
    await change('not-it', 'new-secret');
    await waitFor(() => expect(descriptionOf(current())).toBe('The current password is wrong'));
    expect(document.activeElement).toBe(current());
    expect(current().value).toBe('not-it');
    expect(fresh().value).toBe('new-secret');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.store.isLoggedIn()).toBe(true);
    expect(authFailed).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/user/change-password');
  });

  it('shows other failures for the form', async () => {
    const changePassword = vi.fn(async () => Promise.reject(appError('Too many requests', { status: 429 })));
    renderUserPage('/user/change-password', { screens: fakeAuthScreens({ api: { changePassword } }) });
    await change('old-secret', 'new-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('has no accessibility violations', async () => {
    renderUserPage('/user/change-password');
    await expectNoAxeViolations(await dialog());
  });
});
