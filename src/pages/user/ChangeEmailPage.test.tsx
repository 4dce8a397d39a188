import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import type { UserRecord } from '../../rest/people';
import { appError, descriptionOf, fakeAuthScreens } from '../auth/testing/renderPage';
import { USER_ID, maja, renderUserPage } from './testing/renderUserPage';

const record = (email: string): UserRecord => ({ id: USER_ID, name: maja.name, email, created_at: '20261122143000', accounts: [], start_of_week: 1, userColorModeSetting: 'system' });
const dialog = () => screen.findByRole('dialog', { name: 'Change e-mail address' });
const emailField = () => screen.getByRole('textbox', { name: 'New e-mail address' }) as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Current password') as HTMLInputElement;

async function change(email: string, password: string) {
  await dialog();
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
  return user;
}

describe('ChangeEmailPage', () => {
  it('says which address the user logs in with today', async () => {
    renderUserPage('/user/change-email');
    await dialog();
    expect(screen.getByText('You log in with maja@cafe-lumen.test today. Enter the new address and your password to confirm.')).toBeTruthy();
  });

  it('asks for a valid new address and the current password', async () => {
    const screens = fakeAuthScreens();
    renderUserPage('/user/change-email', { screens });
    await change('maja@lumen', 'secret');
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(document.activeElement).toBe(emailField());
    await userEvent.setup().clear(passwordField());
    await waitFor(() => expect(descriptionOf(passwordField())).toBe('Cannot be empty'));
    expect(screens.api.changeEmail).not.toHaveBeenCalled();
  });

  it('changes the address, says a verification mail went out, and the profile shows it unverified', async () => {
    const changeEmail = vi.fn(async () => record('maja@lumen.test'));
    const { router } = renderUserPage('/user/change-email', { screens: fakeAuthScreens({ api: { changeEmail } }) });
    const user = await change('maja@lumen.test', 'secret');
    expect((await screen.findByRole('status')).textContent).toBe("You now log in with maja@lumen.test. We've sent a link to maja@lumen.test to verify it, and a notice to maja@cafe-lumen.test.");
    expect(changeEmail).toHaveBeenCalledWith(USER_ID, { email: 'maja@lumen.test', password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(await screen.findByText('maja@lumen.test')).toBeTruthy();
    expect(screen.getByText('Not verified yet')).toBeTruthy();
  });

  it('says so when the address is the one the user already has', async () => {
    const changeEmail = vi.fn(async () => record('maja@cafe-lumen.test'));
    renderUserPage('/user/change-email', { screens: fakeAuthScreens({ api: { changeEmail } }) });
    await change('MAJA@cafe-lumen.test', 'secret');
    expect((await screen.findByRole('status')).textContent).toBe('maja@cafe-lumen.test is already your e-mail address.');
  });

  it('shows a 401 as a wrong password on the password field', async () => {
    const changeEmail = vi.fn(async () => Promise.reject(appError('The current password is wrong', { status: 401, kind: 'sessionExpired', expected: true })));
    renderUserPage('/user/change-email', { screens: fakeAuthScreens({ api: { changeEmail } }) });
    await change('maja@lumen.test', 'wrong');
    await waitFor(() => expect(descriptionOf(passwordField())).toBe('The current password is wrong'));
    expect(document.activeElement).toBe(passwordField());
    expect(emailField().value).toBe('maja@lumen.test');
  });

  it('shows an address in use on the e-mail field', async () => {
    const changeEmail = vi.fn(async () => Promise.reject(appError('A user with this e-mail address already exists', { status: 409, code: 'conflict' })));
    renderUserPage('/user/change-email', { screens: fakeAuthScreens({ api: { changeEmail } }) });
    await change('taken@lumen.test', 'secret');
    await waitFor(() => expect(descriptionOf(emailField())).toBe('A user with this e-mail address already exists'));
    expect(passwordField().value).toBe('secret');
  });

  it('has no accessibility violations', async () => {
    renderUserPage('/user/change-email');
    await expectNoAxeViolations(await dialog());
  });
});
