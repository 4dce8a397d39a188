import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES, logoMessages } from '../../domain/companySettings';
import type { SettingsAccount, SettingsApi } from '../../rest/settings';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError } from '../auth/testing/renderPage';
import { SettingsOverviewPage } from './SettingsOverviewPage';
import { ACCOUNT_ID, dismissToasts, fakeSettingsApi, getAccountFailingOnce, renderSettings, settingsAccount, settingsPath, toastMessages } from './testing/renderSettings';

const MANAGER = ['SETTINGS_READ', 'SETTINGS_WRITE', 'zone.activate'];
const UPLOADED_LOGO = { url: 'https://images.cadence.test/logo~1/%wx%h.png' };

function renderOverview(api: Partial<SettingsApi> | SettingsAccount = settingsAccount()) {
  const fake = fakeSettingsApi('id' in api ? { getAccount: async () => api as SettingsAccount } : api);
  const view = renderSettings({ path: '/accounts/:accountId/settings/overview', at: settingsPath('/overview'), page: <SettingsOverviewPage />, api: fake });
  return { ...view, api: fake, user: userEvent.setup({ applyAccept: false }) };
}

const logoInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (bytes = 1024, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const logoSection = () => within(screen.getByRole('region', { name: 'Company logo' }));

afterEach(() => {
  dismissToasts();
  vi.unstubAllGlobals();
});

describe('SettingsOverviewPage (navigation.md 2.4, 6)', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the company, accessibly', async () => {
    const { container } = renderOverview(settingsAccount({ phone: '+46 8 123 456', org_number: null }));
    expect(screen.getByRole('status', { name: 'Loading the company overview' })).toBeTruthy();
    const details = within(await screen.findByRole('region', { name: 'Company details' }));
    expect(details.getByText('Café Lumen')).toBeTruthy();
    expect(details.getByText('Café')).toBeTruthy();
    expect(details.getByText('Götgatan 1, 116 46 Stockholm')).toBeTruthy();
    expect(details.getByText('+46 8 123 456')).toBeTruthy();
    expect(details.getByText('Not given')).toBeTruthy();
    expect(details.getByText('Essential')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('offers editing the company details only with zone.activate', async () => {
    renderOverview(settingsAccount({ permissions: ['SETTINGS_READ', 'SETTINGS_WRITE', 'ZONE_CREATE'] }));
    await screen.findByRole('region', { name: 'Company details' });
    expect(screen.queryByRole('link', { name: 'Edit company details' })).toBeNull();
  });

  it('links to the company details with zone.activate', async () => {
    renderOverview(settingsAccount({ permissions: MANAGER }));
    const edit = await screen.findByRole('link', { name: 'Edit company details' });
    expect(edit.getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/settings/overview/company-details`);
  });

  it('shows the logo but no upload without SETTINGS_WRITE', async () => {
    const { container } = renderOverview(settingsAccount({ permissions: ['SETTINGS_READ', 'zone.activate'], image: UPLOADED_LOGO }));
    expect(await screen.findByRole('img', { name: 'Logo of Café Lumen' })).toBeTruthy();
    expect(logoSection().queryByRole('button')).toBeNull();
    expect(logoInput(container)).toBeNull();
  });

  it.each([
    ['a type it does not take', () => new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), logoMessages.type],
    ['a file over the size limit', () => png(LOGO_MAX_BYTES + 1), logoMessages.size],
  ])('refuses %s before sending it, saying why', async (_name, file, message) => {
    const { container, api, user } = renderOverview({ getAccount: async () => settingsAccount({ permissions: MANAGER }) });
    await screen.findByRole('button', { name: 'Upload logo' });
    await user.upload(logoInput(container), file());
    expect(await logoSection().findByText(message)).toBeTruthy();
    expect(api.uploadLogo).not.toHaveBeenCalled();
  });

  it('refuses a picture the browser cannot read', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))));
    const { container, api, user } = renderOverview({ getAccount: async () => settingsAccount({ permissions: MANAGER }) });
    await screen.findByRole('button', { name: 'Upload logo' });
    await user.upload(logoInput(container), png());
    expect(await logoSection().findByText('The picture could not be read')).toBeTruthy();
    expect(api.uploadLogo).not.toHaveBeenCalled();
  });

  it('refuses a picture smaller than the least size', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 200, height: 64, close: () => undefined })));
    const { container, api, user } = renderOverview({ getAccount: async () => settingsAccount({ permissions: MANAGER }) });
    await screen.findByRole('button', { name: 'Upload logo' });
    await user.upload(logoInput(container), png());
    expect(await logoSection().findByText(logoMessages.dimensions)).toBeTruthy();
    expect(api.uploadLogo).not.toHaveBeenCalled();
  });

  it('uploads a picture it takes as base64 and shows the new logo, then puts a refusal of the server on the logo', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 256, height: 256, close: () => undefined })));
    const uploadLogo = vi
      .fn<SettingsApi['uploadLogo']>()
      .mockResolvedValueOnce(settingsAccount({ permissions: MANAGER, image: UPLOADED_LOGO }))
      .mockRejectedValueOnce(appError('The request is invalid', { status: 400, fields: { image: 'The picture is damaged' } }));
    const { container, api, user } = renderOverview({ getAccount: async () => settingsAccount({ permissions: MANAGER }), uploadLogo });
    await screen.findByRole('button', { name: 'Upload logo' });
    await user.upload(logoInput(container), new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo of Café Lumen' })).toBeTruthy();
    expect(api.uploadLogo).toHaveBeenCalledWith(ACCOUNT_ID, 'AQID');
    expect(toastMessages()).toContain('Your logo is uploaded');
    expect(logoSection().getByRole('button', { name: 'Remove logo' })).toBeTruthy();

    await user.upload(logoInput(container), png());
    expect(await logoSection().findByText('The picture is damaged')).toBeTruthy();
  });

  it('says when the company cannot be loaded, and loads it again on Try again', async () => {
    const getAccount = getAccountFailingOnce();
    const { user } = renderOverview({ getAccount });
    expect(await screen.findByText(/The company overview could not be loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company details' })).toBeTruthy();
    await waitFor(() => expect(getAccount).toHaveBeenCalledTimes(2));
  });
});
