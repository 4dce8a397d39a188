import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { appError, descriptionOf, fakeAuthScreens, renderPage } from './testing/renderPage';

const routes = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];
const emailField = () => screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;

describe('ForgotPasswordPage', () => {
  it('fills in a valid e-mail from the search, not an invalid one', () => {
    const first = renderPage({ routes, at: '/forgot-password?email=maja%40cafe-lumen.test' });
    expect(emailField().value).toBe('maja@cafe-lumen.test');
    first.unmount();
    renderPage({ routes, at: '/forgot-password?email=maja' });
    expect(emailField().value).toBe('');
  });

  it('checks the address before asking, focusing the field', async () => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/forgot-password', screens });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Cannot be empty'));
    expect(document.activeElement).toBe(emailField());
    await user.type(emailField(), 'maja@cafe');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(screens.api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('asks for the mail, confirms, and keeps the address to ask again', async () => {
    const requestPasswordReset = vi.fn(async () => undefined);
    renderPage({ routes, at: '/forgot-password?email=maja%40cafe-lumen.test', screens: fakeAuthScreens({ api: { requestPasswordReset } }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe('If maja@cafe-lumen.test belongs to a Cadence user, a link to choose a new password is on its way. Check your inbox.');
    expect(requestPasswordReset).toHaveBeenCalledWith('maja@cafe-lumen.test');
    expect(emailField().value).toBe('maja@cafe-lumen.test');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(requestPasswordReset).toHaveBeenCalledTimes(2));
  });

  it('says when asking too often, keeping the address', async () => {
    const requestPasswordReset = vi.fn(async () => Promise.reject(appError('Too many requests', { status: 429 })));
    renderPage({ routes, at: '/forgot-password?email=maja%40cafe-lumen.test', screens: fakeAuthScreens({ api: { requestPasswordReset } }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
    expect(emailField().value).toBe('maja@cafe-lumen.test');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('puts the server’s field messages on the field', async () => {
    const requestPasswordReset = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { email: 'Must be a valid email' } })));
    renderPage({ routes, at: '/forgot-password?email=maja%40cafe-lumen.test', screens: fakeAuthScreens({ api: { requestPasswordReset } }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links back to log in with the address typed', async () => {
    renderPage({ routes, at: '/forgot-password' });
    await userEvent.setup().type(emailField(), 'maja@cafe-lumen.test');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login?email=maja%40cafe-lumen.test');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/forgot-password' });
    await expectNoAxeViolations(container);
  });
});
