import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { LoginPage } from './LoginPage';
import { loginState } from './loginNotice';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SamlLoginPage } from './SamlLoginPage';
import { TEST_ORIGIN, appError, descriptionOf, fakeAuthScreens, renderPage, testSession } from './testing/renderPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/saml/:orgSlug', element: <SamlLoginPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
];

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const passwordField = () => screen.getByLabelText('Password');

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('validates a field once it is touched, not while typing', async () => {
    renderPage({ routes, at: '/login' });
    const user = userEvent.setup();
    await user.type(emailField(), 'maja@');
    expect(descriptionOf(emailField())).toBe('');
    await user.tab();
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    // Once touched, every change is checked.
    await user.clear(emailField());
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Cannot be empty'));
    await user.type(emailField(), 'maja@cafe-lumen.test');
    await waitFor(() => expect(descriptionOf(emailField())).toBe(''));
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for both fields on submit and focuses the first invalid one', async () => {
    const session = testSession();
    renderPage({ routes, at: '/login', session });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Cannot be empty')).toHaveLength(2);
    expect(document.activeElement).toBe(emailField());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(session.auth.loginUser).not.toHaveBeenCalled();

    await user.type(emailField(), 'maja@cafe-lumen.test');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
  });

  it('fills in a valid e-mail from the search and ignores an invalid one', () => {
    const first = renderPage({ routes, at: '/login?email=maja%40cafe-lumen.test' });
    expect((emailField() as HTMLInputElement).value).toBe('maja@cafe-lumen.test');
    first.unmount();
    renderPage({ routes, at: '/login?email=not-an-address' });
    expect((emailField() as HTMLInputElement).value).toBe('');
  });

  it("shows the server's 'Wrong email or password' for the form and keeps what was typed", async () => {
    const session = testSession();
    session.auth.loginUser.mockRejectedValueOnce(appError('Wrong email or password', { status: 401, code: 'UNAUTHENTICATED' }));
    renderPage({ routes, at: '/login', session });
    await logIn('maja@cafe-lumen.test', 'wrong-one');

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect((emailField() as HTMLInputElement).value).toBe('maja@cafe-lumen.test');
    expect((passwordField() as HTMLInputElement).value).toBe('wrong-one');
    expect(session.auth.loginUser).toHaveBeenCalledWith({ email: 'maja@cafe-lumen.test', password: 'wrong-one' });
    expect(session.store.isLoggedIn()).toBe(false);
  });

  it('shows server messages on their fields', async () => {
    const session = testSession();
    session.auth.loginUser.mockRejectedValueOnce(appError('The request is invalid', { status: 400, fields: { 'input.email': 'Must be a valid email' } }));
    renderPage({ routes, at: '/login', session });
    await logIn('maja@cafe-lumen.test', 'secret');
    await waitFor(() => expect(descriptionOf(emailField())).toBe('Must be a valid email'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(emailField());
  });

  it('shows the working state while signing in', async () => {
    const session = testSession();
    let answer: (value: { token: string }) => void = () => undefined;
    session.auth.loginUser.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderPage({ routes, at: '/login', session });
    await logIn('maja@cafe-lumen.test', 'secret');
    const button = await screen.findByRole('button', { name: 'Logging in…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    answer({ token: 'not-a-jwt' });
  });

  it('goes to /home by default after login', async () => {
    const session = testSession();
    renderPage({ routes, at: '/login', session });
    await logIn('maja@cafe-lumen.test', 'secret');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/home');
    expect(session.store.isLoggedIn()).toBe(true);
  });

  it('goes to the redirectTo search parameter after login', async () => {
    renderPage({ routes, at: '/login?redirectTo=%2Faccounts%2F_%2Fzones%3Fstatus%3DERROR' });
    await logIn('maja@cafe-lumen.test', 'secret');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/accounts/_/zones?status=ERROR');
  });

  it('goes to the stored redirect-to path after login, and uses it up', async () => {
    sessionStorage.setItem('cadence.redirectTo', '/user/edit');
    renderPage({ routes, at: '/login' });
    await logIn('maja@cafe-lumen.test', 'secret');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/user/edit');
    expect(sessionStorage.getItem('cadence.redirectTo')).toBeNull();
  });

  it.each(['/login', '/signup', '/login?email=x%40y.se'])('does not go back to %s after login, but to /home', async (stored) => {
    sessionStorage.setItem('cadence.redirectTo', stored);
    renderPage({ routes, at: '/login' });
    await logIn('maja@cafe-lumen.test', 'secret');
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/home');
  });

  it('links to the forgot-password page with the typed e-mail', async () => {
    renderPage({ routes, at: '/login' });
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    await userEvent.setup().type(emailField(), 'maja@cafe-lumen.test');
    expect(link.getAttribute('href')).toBe('/forgot-password?email=maja%40cafe-lumen.test');
  });

  it.each([
    ['Continue with Google', 'google'],
    ['Continue with Apple', 'apple'],
  ])('%s leaves the app for the social login, coming back to /sso', async (name, provider) => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/login', screens });
    await userEvent.setup().click(screen.getByRole('button', { name }));
    expect(screens.api.socialLoginUrl).toHaveBeenCalledWith(provider, `${TEST_ORIGIN}/sso`);
    expect(screens.leaveApp).toHaveBeenCalledWith(`https://api.cadence.test/auth/auth/${provider}?callbackURL=${encodeURIComponent(`${TEST_ORIGIN}/sso`)}`);
  });

  it('starts a SAML login for the organisation typed, coming back to /saml', async () => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/login', screens });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Organisation' }), ' Cafe-Lumen ');
    await user.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    await waitFor(() => expect(screens.leaveApp).toHaveBeenCalledWith(`https://api.cadence.test/auth/login/saml/cafe-lumen?returnTo=${encodeURIComponent(`${TEST_ORIGIN}/saml`)}`));
    expect(screens.api.samlOrganisationExists).toHaveBeenCalledWith('cafe-lumen', `${TEST_ORIGIN}/saml`);
  });

  it('says so when no organisation signs in with SAML under that name, and stays', async () => {
    const screens = fakeAuthScreens({ api: { samlOrganisationExists: async () => false } });
    renderPage({ routes, at: '/login', screens });
    const user = userEvent.setup();
    const slug = screen.getByRole('textbox', { name: 'Organisation' });
    await user.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    await user.type(slug, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    expect(await screen.findByText('No organisation signs in with single sign-on as "nobody"')).toBeTruthy();
    expect(document.activeElement).toBe(slug);
    expect(screens.leaveApp).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/login' });
    await expectNoAxeViolations(container);
  });
});

describe('LoginPage notices', () => {
  it('confirms a password reset when sent here after one, and only then', async () => {
    const { router } = renderPage({ routes, at: '/login' });
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
    await router.navigate('/login', { state: { notice: 'somethingElse' } });
    expect(screen.queryByText(/Your password has been changed/)).toBeNull();
    await router.navigate('/login', { state: loginState('passwordReset') });
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. Log in with your new password.');
  });
});
