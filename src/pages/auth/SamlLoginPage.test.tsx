import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { SamlLoginPage } from './SamlLoginPage';
import { TEST_ORIGIN, appError, descriptionOf, fakeAuthScreens, renderPage } from './testing/renderPage';

const routes = [
  { path: '/login/saml', element: <SamlLoginPage /> },
  { path: '/login/saml/:orgSlug', element: <SamlLoginPage /> },
];
const returnTo = `${TEST_ORIGIN}/saml`;

describe('SamlLoginPage', () => {
  it('goes straight on to the identity provider of the organisation in the path', async () => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/login/saml/cafe-lumen', screens });
    expect(screen.getByRole('progressbar', { name: "Taking you to your organisation's sign-in…" })).toBeTruthy();
    await waitFor(() => expect(screens.leaveApp).toHaveBeenCalledWith(`https://api.cadence.test/auth/login/saml/cafe-lumen?returnTo=${encodeURIComponent(returnTo)}`));
    expect(screens.api.samlOrganisationExists).toHaveBeenCalledTimes(1);
  });

  it('asks again for an organisation that does not sign in with SAML', async () => {
    const screens = fakeAuthScreens({ api: { samlOrganisationExists: vi.fn(async () => false) } });
    renderPage({ routes, at: '/login/saml/nobody', screens });
    const slug = await screen.findByRole('textbox', { name: 'Organisation' });
    await waitFor(() => expect(descriptionOf(slug)).toContain('No organisation signs in with single sign-on as "nobody"'));
    expect((slug as HTMLInputElement).value).toBe('nobody');
    expect(screens.leaveApp).not.toHaveBeenCalled();
  });

  it('asks for the organisation without one in the path', async () => {
    const screens = fakeAuthScreens();
    renderPage({ routes, at: '/login/saml', screens });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Organisation' }), 'cafe-lumen');
    await user.click(screen.getByRole('button', { name: 'Continue with SSO' }));
    await waitFor(() => expect(screens.leaveApp).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Other ways to log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a failure to check the organisation and lets the user try again', async () => {
    const samlOrganisationExists = vi.fn().mockRejectedValueOnce(appError('boom', { status: 503 })).mockResolvedValueOnce(true);
    const screens = fakeAuthScreens({ api: { samlOrganisationExists } });
    renderPage({ routes, at: '/login/saml/cafe-lumen', screens });
    expect((await screen.findByRole('alert')).textContent).toBe('The service is temporarily unavailable. Please try again in a moment.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with SSO' }));
    await waitFor(() => expect(screens.leaveApp).toHaveBeenCalledTimes(1));
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/login/saml' });
    await expectNoAxeViolations(container);
  });
});
