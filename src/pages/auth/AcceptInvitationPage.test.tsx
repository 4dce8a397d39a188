import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessToken } from '../../session/testTokens';
import { expectNoAxeViolations } from '../../testing/axe';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import type { Invitation, IssuedSession, PeopleApi } from '../../rest/people';
import { appError, descriptionOf, fakeAuthScreens, renderPage, testSession } from './testing/renderPage';

const routes = [
  { path: '/invitation', element: <AcceptInvitationPage /> },
  { path: '/invitation/:token', element: <AcceptInvitationPage /> },
];

const invitation: Invitation = {
  token: 'inv_1',
  account: 'QWNjb3VudCwsMWFiYy8.',
  account_name: 'Café Lumen',
  inviter: { id: 'u9', name: 'Maja Lind', email: 'maja@cafe-lumen.test' },
  email: 'nina@cafe-lumen.test',
  user_exists: false,
  expires_at: '29991231000000',
};

const invitedUser = { id: 'u2', name: 'Nina', email: 'nina@cafe-lumen.test', created_at: '20261122143000', accounts: [invitation.account], start_of_week: 1, userColorModeSetting: 'system' as const };
const newUserSession: IssuedSession = { token: accessToken({ sub: 'u2' }), refresh_token: 'refresh-accept', user: invitedUser };

function screensWith(api: Partial<PeopleApi>) {
  return fakeAuthScreens({ api: { getInvitation: vi.fn(async () => invitation), ...api } });
}

describe('AcceptInvitationPage', () => {
  it('without a token asks for the link from the mail and opens it', async () => {
    const screens = screensWith({});
    const { router } = renderPage({ routes, at: '/invitation', screens });
    const user = userEvent.setup();
    const link = screen.getByRole('textbox', { name: 'Invitation link' });
    await user.click(screen.getByRole('button', { name: 'Open invitation' }));
    await waitFor(() => expect(descriptionOf(link)).toBe('Cannot be empty'));
    await user.type(link, 'https://app.cadence.test/invitation/inv_1?utm_source=mail');
    await user.click(screen.getByRole('button', { name: 'Open invitation' }));
    expect(await screen.findByText('Maja Lind has invited you to join Café Lumen on Cadence.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invitation/inv_1');
    expect(screens.api.getInvitation).toHaveBeenCalledWith('inv_1');
  });

  it('shows placeholders while loading, then who invited whom to which account', async () => {
    let answer: (value: Invitation) => void = () => undefined;
    renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ getInvitation: () => new Promise((resolve) => (answer = resolve)) }) });
    expect(screen.getByRole('status', { name: 'Loading the invitation' })).toBeTruthy();
    answer({ ...invitation, inviter: null });
    expect(await screen.findByText('You have been invited to join Café Lumen on Cadence.')).toBeTruthy();
    expect(screen.getByText('nina@cafe-lumen.test')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the invitation' })).toBeNull();
  });

  it('says an unknown or used invitation cannot be used, with a way to log in', async () => {
    renderPage({ routes, at: '/invitation/gone', screens: screensWith({ getInvitation: vi.fn(async () => Promise.reject(appError('This link is invalid or has expired.', { status: 404 }))) }) });
    expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('says an invitation past its expiry has expired', async () => {
    renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ getInvitation: vi.fn(async () => ({ ...invitation, expires_at: '20200101000000' })) }) });
    expect(await screen.findByText('This invitation has expired.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an error screen when the invitation cannot be loaded, and tries again', async () => {
    const getInvitation = vi.fn().mockRejectedValueOnce(appError('boom', { status: 503 })).mockResolvedValueOnce(invitation);
    renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ getInvitation }) });
    expect(await screen.findByRole('heading', { name: "We couldn't load the invitation" })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maja Lind has invited you to join Café Lumen on Cadence.')).toBeTruthy();
    expect(getInvitation).toHaveBeenCalledTimes(2);
  });

  describe('signed out, for a new user', () => {
    it('checks the name and password, focusing the first invalid field', async () => {
      const screens = screensWith({});
      renderPage({ routes, at: '/invitation/inv_1', screens });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Create user and join' }));
      const name = screen.getByRole('textbox', { name: 'Your name' });
      await waitFor(() => expect(descriptionOf(name)).toBe('Cannot be empty'));
      expect(descriptionOf(screen.getByLabelText('Password'))).toBe('At least 6 characters Cannot be empty');
      expect(document.activeElement).toBe(name);
      expect(screens.api.acceptInvitation).not.toHaveBeenCalled();
    });

    it('creates the user, signs in and goes to the account', async () => {
      const acceptInvitation = vi.fn(async () => newUserSession);
      const session = testSession();
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }), session });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Nina Berg');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Create user and join' }));
      expect((await screen.findByTestId('elsewhere')).textContent).toBe(`/accounts/${encodeURIComponent(invitation.account)}`);
      expect(acceptInvitation).toHaveBeenCalledWith('inv_1', { name: 'Nina Berg', password: 'secret1' });
      expect(session.auth.exchangeAuthToken).toHaveBeenCalledWith(newUserSession.token);
      expect(session.store.isLoggedIn()).toBe(true);
    });

    it('keeps the input and shows the server’s field messages', async () => {
      const acceptInvitation = vi.fn(async () => Promise.reject(appError('The request is invalid', { status: 400, fields: { name: 'Cannot be empty' } })));
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }) });
      const user = userEvent.setup();
      const name = await screen.findByRole('textbox', { name: 'Your name' });
      await user.type(name, 'Nina');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Create user and join' }));
      await waitFor(() => expect(descriptionOf(name)).toBe('Cannot be empty'));
      expect((name as HTMLInputElement).value).toBe('Nina');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('secret1');
    });

    it('says when the address has a user meanwhile', async () => {
      const message = 'A user with this e-mail address already exists: sign in to accept the invitation';
      const acceptInvitation = vi.fn(async () => Promise.reject(appError(message, { status: 409, code: 'conflict' })));
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }) });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Nina');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Create user and join' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    });

    it('says so when the invitation was used meanwhile', async () => {
      const acceptInvitation = vi.fn(async () => Promise.reject(appError('This link is invalid or has expired.', { status: 404 })));
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }) });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Nina');
      await user.type(screen.getByLabelText('Password'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Create user and join' }));
      expect(await screen.findByRole('heading', { name: "This invitation can't be used" })).toBeTruthy();
    });
  });

  describe('signed out, for an existing user', () => {
    const existing = { ...invitation, user_exists: true };

    it('signs in as the invited user, accepts and goes to the account', async () => {
      const issued = { token: accessToken({ sub: 'user-1', issuedAt: Date.now() + 1000 }), user: invitedUser };
      const acceptInvitation = vi.fn(async () => issued);
      const session = testSession();
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ getInvitation: vi.fn(async () => existing), acceptInvitation }), session });
      expect(await screen.findByText('You already have a Cadence user for nina@cafe-lumen.test. Log in with its password to accept.')).toBeTruthy();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in and join' }));
      expect((await screen.findByTestId('elsewhere')).textContent).toBe(`/accounts/${encodeURIComponent(invitation.account)}`);
      expect(session.auth.loginUser).toHaveBeenCalledWith({ email: 'nina@cafe-lumen.test', password: 'secret' });
      expect(acceptInvitation).toHaveBeenCalledWith('inv_1');
      expect(session.store.token()).toBe(issued.token);
    });

    it('shows a wrong password and does not accept', async () => {
      const session = testSession();
      session.auth.loginUser.mockRejectedValueOnce(appError('Wrong email or password', { status: 401, code: 'UNAUTHENTICATED' }));
      const screens = screensWith({ getInvitation: vi.fn(async () => existing) });
      renderPage({ routes, at: '/invitation/inv_1', screens, session });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Password'), 'wrong');
      await user.click(screen.getByRole('button', { name: 'Log in and join' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
      expect(screens.api.acceptInvitation).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
    });

    it('does not sign in again when accepting failed after signing in', async () => {
      const acceptInvitation = vi.fn().mockRejectedValueOnce(appError('boom', { status: 503 })).mockResolvedValueOnce({ token: accessToken({ sub: 'user-1' }), user: invitedUser });
      const session = testSession();
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ getInvitation: vi.fn(async () => existing), acceptInvitation }), session });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Log in and join' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The service is temporarily unavailable. Please try again in a moment.');
      await user.click(screen.getByRole('button', { name: 'Log in and join' }));
      await screen.findByTestId('elsewhere');
      expect(session.auth.loginUser).toHaveBeenCalledTimes(1);
      expect(acceptInvitation).toHaveBeenCalledTimes(2);
    });
  });

  describe('signed in', () => {
    it('accepts as the signed-in user, keeping the session with the new token', async () => {
      const issued = { token: accessToken({ sub: 'user-1', issuedAt: Date.now() + 1000 }), user: invitedUser };
      const acceptInvitation = vi.fn(async () => issued);
      const session = testSession();
      await session.signIn('user-1');
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }), session });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Café Lumen' }));
      expect((await screen.findByTestId('elsewhere')).textContent).toBe(`/accounts/${encodeURIComponent(invitation.account)}`);
      expect(acceptInvitation).toHaveBeenCalledWith('inv_1');
      expect(session.store.token()).toBe(issued.token);
      expect(session.store.getSnapshot().refreshToken).toBe('refresh-1');
    });

    it('offers to log out when the invitation is for another user', async () => {
      const acceptInvitation = vi.fn(async () => Promise.reject(appError('This invitation is for another user', { status: 409, code: 'conflict' })));
      const session = testSession();
      await session.signIn('user-1');
      renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({ acceptInvitation }), session });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Join Café Lumen' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('This invitation is for another user Log out to switch user');
      expect(screen.getByRole('link', { name: 'Log out to switch user' }).getAttribute('href')).toBe('/logout');
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/invitation/inv_1', screens: screensWith({}) });
    await screen.findByRole('button', { name: 'Create user and join' });
    await expectNoAxeViolations(container);
  });
});
