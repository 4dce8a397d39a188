import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { maja, renderUserPage } from './testing/renderUserPage';

function factsOf(list: HTMLElement): Record<string, string> {
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('UserPage', () => {
  it('shows placeholders while the profile loads', async () => {
    renderUserPage('/user', { pending: true });
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeTruthy();
  });

  it('shows name, e-mail, when the user joined, the first day of the week and the colour theme', async () => {
    renderUserPage('/user');
    const facts = factsOf((await screen.findByText('Maja Lind')).closest('dl') as HTMLElement);
    expect(facts).toEqual({
      Name: 'Maja Lind',
      'E-mail': 'maja@cafe-lumen.test Verified',
      'Member since': 'November 22, 2026',
      'First day of the week': 'Monday',
      'Colour theme': 'Same as the system',
    });
  });

  it('says when the e-mail address is not verified, and names the chosen week start and theme', async () => {
    renderUserPage('/user', { viewer: { ...maja, emailVerified: false, startOfWeek: 0, userColorModeSetting: 'dark' } });
    expect(await screen.findByText('Not verified yet')).toBeTruthy();
    expect(screen.getByText('Sunday')).toBeTruthy();
    expect(screen.getByText('Dark')).toBeTruthy();
  });

  it('links to editing the profile, the password and the e-mail address', async () => {
    renderUserPage('/user');
    expect((await screen.findByRole('link', { name: 'Edit profile' })).getAttribute('href')).toBe('/user/edit');
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/user/change-password');
    expect(screen.getByRole('link', { name: 'Change e-mail address' }).getAttribute('href')).toBe('/user/change-email');
  });

  it('shows an error screen when the profile cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch');
    renderUserPage('/user', { viewer: failure });
    expect(await screen.findByRole('heading', { level: 1, name: /./ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your profile' })).toBeNull();
    expect(document.querySelector('.error-page')).not.toBeNull();
    // A network failure is expected, so the app does not report it; only the router's boundary logs it.
    expect(logged).toHaveBeenCalledWith('React Router caught the following error during render', failure);
    logged.mockRestore();
  });

  it('has no profile for a paired player, and offers to log in as a user', async () => {
    renderUserPage('/user', { viewer: { device: true } });
    expect(await screen.findByText('This player is not logged in as a person, so there is no profile to show.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in as a user' }).getAttribute('href')).toBe('/login');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderUserPage('/user');
    await screen.findByText('Maja Lind');
    await expectNoAxeViolations(container);
  });
});
