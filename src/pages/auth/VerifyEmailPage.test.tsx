import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import type { UserRecord } from '../../rest/people';
import { appError, fakeAuthScreens, renderPage, testSession } from './testing/renderPage';
import { VerifyEmailPage } from './VerifyEmailPage';

const routes = [{ path: '/verify-email/:token', element: <VerifyEmailPage /> }];
const verified: UserRecord = { id: 'u1', name: 'Maja', email: 'maja@cafe-lumen.test', created_at: '20261122143000', accounts: [], start_of_week: 1, userColorModeSetting: 'system' };

describe('VerifyEmailPage', () => {
  it('verifies with the token, once, and leads a signed-out user to log in', async () => {
    const verifyEmail = vi.fn(async () => verified);
    renderPage({ routes, at: '/verify-email/tok-1', screens: fakeAuthScreens({ api: { verifyEmail } }), wrap: (children) => <StrictMode>{children}</StrictMode> });
    expect(screen.getByRole('progressbar', { name: 'Verifying your e-mail address…' })).toBeTruthy();
    expect(await screen.findByText('Thank you: maja@cafe-lumen.test is verified.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?email=maja%40cafe-lumen.test');
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith('tok-1');
  });

  it('leads a signed-in user on into the app', async () => {
    const session = testSession();
    await session.signIn();
    renderPage({ routes, at: '/verify-email/tok-1', screens: fakeAuthScreens({ api: { verifyEmail: vi.fn(async () => verified) } }), session });
    expect((await screen.findByRole('link', { name: 'Continue to Cadence' })).getAttribute('href')).toBe('/home');
  });

  it('says when the link cannot be used', async () => {
    const verifyEmail = vi.fn(async () => Promise.reject(appError('This link is invalid or has expired.', { status: 404 })));
    renderPage({ routes, at: '/verify-email/old', screens: fakeAuthScreens({ api: { verifyEmail } }) });
    expect(await screen.findByRole('heading', { name: "This link can't be used" })).toBeTruthy();
    expect(screen.getByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows an error screen for other failures and tries again', async () => {
    const verifyEmail = vi.fn().mockRejectedValueOnce(appError('boom', { status: 500 })).mockResolvedValueOnce(verified);
    renderPage({ routes, at: '/verify-email/tok-1', screens: fakeAuthScreens({ api: { verifyEmail } }) });
    expect(await screen.findByRole('heading', { name: "We couldn't verify your e-mail address" })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address verified' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderPage({ routes, at: '/verify-email/tok-1', screens: fakeAuthScreens({ api: { verifyEmail: vi.fn(async () => verified) } }) });
    await screen.findByRole('heading', { name: 'E-mail address verified' });
    await expectNoAxeViolations(container);
  });
});
