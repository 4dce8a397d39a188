import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samlMessages } from '../../domain/saml';
import { messages } from '../../domain/validation';
import { SamlApiProvider } from '../../rest/saml';
import type { SamlApi, SamlSettings } from '../../rest/saml';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError, descriptionOf, renderPage, testSession } from '../auth/testing/renderPage';
import { SamlSettingsPage } from './SamlSettingsPage';

const saved: SamlSettings = {
  saml_enabled: true,
  organisation: { slug: 'lumen', name: 'Café Lumen', idp_sso_url: null, idp_certificate: null, sp_entity_id: 'https://app.test/auth/saml/lumen', acs_url: 'https://app.test/auth/saml/lumen/acs' },
};

async function renderSaml({ settings = { saml_enabled: false, organisation: null } as SamlSettings, api = {} as Partial<SamlApi>, at = '/accounts/acc-1/settings/saml' } = {}) {
  const fake: SamlApi = { getSettings: vi.fn(async () => settings), saveOrganisation: vi.fn(async () => saved), connect: vi.fn(async () => 'https://idp.test/sso'), ...api };
  const session = testSession();
  await session.signIn('user-1');
  const view = renderPage({
    at,
    session,
    routes: [{ path: '/accounts/:accountId/settings/saml', element: <SamlSettingsPage /> }],
    wrap: (children) => <SamlApiProvider value={fake}>{children}</SamlApiProvider>,
  });
  return { ...view, api: fake, user: userEvent.setup() };
}

describe('SamlSettingsPage (navigation.md 2.4, 2.9)', () => {
  it('shows a skeleton, then an empty organisation form and the add-on it needs, accessibly', async () => {
    const { container } = await renderSaml();
    expect(screen.getByRole('status', { name: 'Loading the SAML settings' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Organisation slug' })).toBeTruthy();
    expect(screen.getByText(/does not have the Single sign-on add-on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About the Single sign-on add-on' }).getAttribute('href')).toBe('/accounts/acc-1/settings/addons/promo/sso');
    expect(screen.queryByRole('button', { name: 'Connect with your IdP' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('checks the fields before saving and keeps what was typed', async () => {
    const { user, api } = await renderSaml();
    await user.type(await screen.findByRole('textbox', { name: 'Organisation slug' }), 'Bad Slug');
    await user.type(screen.getByRole('textbox', { name: 'IdP sign-in URL' }), 'http://idp.example/sso');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const slug = screen.getByRole('textbox', { name: 'Organisation slug' });
    expect(descriptionOf(slug)).toContain(samlMessages.slugFormat);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Organisation name' }))).toContain(messages.required);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'IdP sign-in URL' }))).toContain(samlMessages.urlFormat);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'IdP signing certificate' }))).toContain(samlMessages.urlWithoutCertificate);
    expect((slug as HTMLInputElement).value).toBe('Bad Slug');
    expect(api.saveOrganisation).not.toHaveBeenCalled();
  });

  it('saves the organisation, then shows what to set the IdP up with and offers connecting the user', async () => {
    const { user, api } = await renderSaml();
    await user.type(await screen.findByRole('textbox', { name: 'Organisation slug' }), ' lumen ');
    await user.type(screen.getByRole('textbox', { name: 'Organisation name' }), 'Café Lumen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveOrganisation).toHaveBeenCalledWith('acc-1', { slug: 'lumen', name: 'Café Lumen', idp_sso_url: null, idp_certificate: null });
    const provider = within(await screen.findByRole('region', { name: 'Set up your IdP with' }));
    expect(provider.getByText('https://app.test/auth/saml/lumen/acs')).toBeTruthy();
    expect(provider.getByText(`${window.location.origin}/login/saml/lumen`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect with your IdP' })).toBeTruthy();
  });

  it("puts the server's messages on their fields", async () => {
    const refusal = appError('The request is invalid', { status: 400, fields: { slug: samlMessages.slugTaken, idp_certificate: samlMessages.certificateUnreadable } });
    const { user } = await renderSaml({ api: { saveOrganisation: vi.fn(async () => Promise.reject(refusal)) } });
    await user.type(await screen.findByRole('textbox', { name: 'Organisation slug' }), 'taken');
    await user.type(screen.getByRole('textbox', { name: 'Organisation name' }), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(descriptionOf(await screen.findByRole('textbox', { name: 'Organisation slug' }))).toContain(samlMessages.slugTaken);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'IdP signing certificate' }))).toContain(samlMessages.certificateUnreadable);
  });

  it('connects the signed-in user through the IdP, back to this page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, pathname: '/accounts/acc-1/settings/saml' });
    try {
      const { user, api } = await renderSaml({ settings: saved });
      await user.click(await screen.findByRole('button', { name: 'Connect with your IdP' }));
      expect(api.connect).toHaveBeenCalledWith('lumen', 'user-1', `${window.location.origin}/accounts/acc-1/settings/saml`);
      expect(assign).toHaveBeenCalledWith('https://idp.test/sso');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells how the connect ended when the IdP comes back', async () => {
    await renderSaml({ settings: saved, at: '/accounts/acc-1/settings/saml#token=abc' });
    expect(await screen.findByText('Your user is connected to the organisation.')).toBeTruthy();
  });

  it('says when the settings cannot be loaded, with a way to try again', async () => {
    await renderSaml({ api: { getSettings: vi.fn(async () => Promise.reject(appError('Forbidden', { status: 403 }))) } });
    expect(await screen.findByText(/The SAML settings could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
