import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { appError, descriptionOf, fakeAuthScreens, renderPage } from './testing/renderPage';

const routes = [
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/login', element: <LoginPage /> },
];
const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement;
const repeated = () => screen.getByLabelText('Repeat new password') as HTMLInputElement;

async function setPassword(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(newPassword(), password);
  await user.type(repeated(), repeat);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('asks for at least 6 characters, typed the same twice', async () => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/reset-password/tok-1', screens });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(descriptionOf(newPassword())).toBe('Cannot be empty'));
    expect(document.activeElement).toBe(newPassword());
    await user.type(newPassword(), 'abc');
    await user.tab();
    await waitFor(() => expect(descriptionOf(newPassword())).toBe('Must be at least 6 characters'));
    await user.type(newPassword(), 'def');
    await user.type(repeated(), 'abcdeX');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(descriptionOf(repeated())).toBe('The passwords do not match'));
    expect(descriptionOf(newPassword())).toBe('');
    expect(screens.api.resetPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the token and goes to log in with a confirmation', async () => {
    const resetPassword = vi.fn(async () => undefined);
    const { router } = renderPage({ routes, at: '/reset-password/tok-1', screens: fakeAuthScreens({ api: { resetPassword } }) });
    await setPassword('new-secret');
    expect(await screen.findByText('Your password has been changed. Log in with your new password.')).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith('tok-1', 'new-secret');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('replaces the form with a way to a new link when the token is unusable', async () => {
    const resetPassword = vi.fn(async () => Promise.reject(appError('This link is invalid or has expired.', { status: 404 })));
    renderPage({ routes, at: '/reset-password/old', screens: fakeAuthScreens({ api: { resetPassword } }) });
    await setPassword('new-secret');
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('keeps what was typed when the server refuses the password', async () => {
    const resetPassword = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { password: 'Must be at least 6 characters' } })));
    renderPage({ routes, at: '/reset-password/tok-1', screens: fakeAuthScreens({ api: { resetPassword } }) });
    await setPassword('secret');
    await waitFor(() => expect(descriptionOf(newPassword())).toBe('Must be at least 6 characters'));
    expect(newPassword().value).toBe('secret');
    expect(repeated().value).toBe('secret');
  });

  it('shows other failures for the form', async () => {
    const resetPassword = vi.fn(async () => Promise.reject(appError('boom', { status: 500 })));
    renderPage({ routes, at: '/reset-password/tok-1', screens: fakeAuthScreens({ api: { resetPassword } }) });
    await setPassword('new-secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong on our side. Please try again.');
    expect(newPassword().value).toBe('new-secret');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/reset-password/tok-1' });
    await expectNoAxeViolations(container);
  });
});
