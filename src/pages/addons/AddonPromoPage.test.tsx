import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { AddonPromoPage } from './AddonPromoPage';
import type { AddonPromoData } from './addonPromo';

function renderPromo(data: AddonPromoData) {
  return renderWithRelay(null, { at: '/addons/promo', routes: [{ path: '/addons/promo', loader: () => data, element: <AddonPromoPage /> }] });
}

const owner = (featureFlags: string[] = []): AddonPromoData['account'] => ({ id: 'acc-1', featureFlags, permissions: ['ZONE_ACTIVATE'] });

describe('AddonPromoPage (navigation.md 2.2, 2.4)', () => {
  it('tells what the add-on does and activates it through billing, accessibly', async () => {
    const { container } = renderPromo({ addon: 'sso', loggedIn: true, account: owner() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeTruthy();
    expect(screen.getByText("Let your staff sign in with your organisation's account.")).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Activate Single sign-on' }).getAttribute('href')).toBe('/accounts/acc-1/addons/sso/activate');
    await expectNoAxeViolations(container);
  });

  it('opens an add-on that is already on', async () => {
    renderPromo({ addon: 'messaging', loggedIn: true, account: owner(['messaging_enabled']) });
    expect(await screen.findByText('In-store messaging is active for this account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open messaging' }).getAttribute('href')).toBe('/accounts/acc-1/messaging');
  });

  it('asks a member without zone.activate to turn to an owner, and a visitor to sign up', async () => {
    const member = renderPromo({ addon: 'hifi', loggedIn: true, account: { id: 'acc-1', featureFlags: [], permissions: [] } });
    expect(await screen.findByText('Ask an owner or admin of the account to activate it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Activate/ })).toBeNull();
    member.unmount();
    renderPromo({ addon: 'curation', loggedIn: false, account: null });
    expect((await screen.findByRole('link', { name: 'Sign up to get started' })).getAttribute('href')).toBe('/signup');
  });
});
