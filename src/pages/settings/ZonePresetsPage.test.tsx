import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOLUME_MAX } from '../../domain/companySettings';
import { messages } from '../../domain/validation';
import type { SettingsApi, ZonePreset } from '../../rest/settings';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError, descriptionOf } from '../auth/testing/renderPage';
import { ZonePresetsPage } from './ZonePresetsPage';
import { ACCOUNT_ID, dismissToasts, fakeSettingsApi, renderSettings, settingsAccount, settingsPath, toastMessages, zonePreset } from './testing/renderSettings';

const WRITER = ['SETTINGS_READ', 'SETTINGS_WRITE'];
const EVENING = zonePreset();
const MORNING = zonePreset({ id: 'preset-2', name: 'Morning', settings: { bitrate: 'low', crossfade: false, default_volume: 6 } });

function renderPresets({ permissions = WRITER, presets = [EVENING, MORNING], api = {} }: { permissions?: string[]; presets?: ZonePreset[]; api?: Partial<SettingsApi> } = {}) {
  const fake = fakeSettingsApi({ listZonePresets: async () => presets, getAccount: async () => settingsAccount({ permissions }), ...api });
  const view = renderSettings({ path: '/accounts/:accountId/settings/zone-presets', at: settingsPath('/zone-presets'), page: <ZonePresetsPage />, api: fake });
  return { ...view, api: fake, user: userEvent.setup() };
}

const list = () => within(screen.getByRole('region', { name: 'Zone presets' }));
const names = () => list().queryAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
const dialogField = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

async function retype(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  act(() => input.blur());
}

afterEach(dismissToasts);

describe('ZonePresetsPage (navigation.md 2.4)', { timeout: 20_000 }, () => {
  it('shows a skeleton, then the presets by name with their settings, accessibly', async () => {
    const { container } = renderPresets();
    expect(screen.getByRole('status', { name: 'Loading zone presets' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Create preset' });
    expect(names()).toEqual(['Evening', 'Morning']);
    expect(list().getByText('High quality · volume 10 · crossfade 5 s')).toBeTruthy();
    expect(list().getByText('Low quality · volume 6 · crossfade off')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('lists the presets read-only without SETTINGS_WRITE', async () => {
    renderPresets({ permissions: ['SETTINGS_READ'] });
    expect(await screen.findByText('Only owners and admins can change presets.')).toBeTruthy();
    expect(names()).toEqual(['Evening', 'Morning']);
    expect(screen.queryByRole('button', { name: 'Create preset' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Evening' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Evening' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    renderPresets({ presets: [] });
    expect(await screen.findByText('No presets yet.')).toBeTruthy();
  });

  it('creates a preset in a dialog, checking its fields first, and lists it', async () => {
    const created = zonePreset({ id: 'preset-3', name: 'Brunch', settings: { default_volume: 12 } });
    const { api, user } = renderPresets({ api: { createZonePreset: async () => created } });
    await user.click(await screen.findByRole('button', { name: 'Create preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New zone preset' });
    await retype(dialogField(dialog, 'Start volume (0 to 16)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(descriptionOf(dialogField(dialog, 'Name'))).toContain(messages.required);
    expect(descriptionOf(dialogField(dialog, 'Start volume (0 to 16)'))).toContain(messages.maximum(DEFAULT_VOLUME_MAX));
    expect(api.createZonePreset).not.toHaveBeenCalled();

    await retype(dialogField(dialog, 'Name'), 'Brunch');
    await retype(dialogField(dialog, 'Start volume (0 to 16)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.createZonePreset).toHaveBeenCalledWith(ACCOUNT_ID, {
      name: 'Brunch',
      settings: { bitrate: 'high', crossfade: true, crossfade_length: 5, default_volume: 12, volume_eq: true, mono: false, offline: true, staff_control: true },
    });
    expect(names()).toEqual(['Brunch', 'Evening', 'Morning']);
    expect(toastMessages()).toContain('Preset saved');
  });

  it('edits a preset from its own values and shows the saved one', async () => {
    const { api, user } = renderPresets({ api: { updateZonePreset: async (id, changes) => zonePreset({ id, name: changes.name, settings: changes.settings as ZonePreset['settings'] }) } });
    await user.click(await screen.findByRole('button', { name: 'Edit Morning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit zone preset' });
    expect(dialogField(dialog, 'Name').value).toBe('Morning');
    expect(dialogField(dialog, 'Start volume (0 to 16)').value).toBe('6');
    await retype(dialogField(dialog, 'Name'), 'Afternoon');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Crossfade between tracks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.updateZonePreset).toHaveBeenCalledWith('preset-2', { name: 'Afternoon', settings: expect.objectContaining({ bitrate: 'low', crossfade: true, default_volume: 6 }) });
    expect(names()).toEqual(['Afternoon', 'Evening']);
    expect(list().getByText('Low quality · volume 6 · crossfade 5 s')).toBeTruthy();
  });

  it("puts the server's refusal on its field and keeps the dialog open", async () => {
    const refusal = appError('The request is invalid', { status: 400, fields: { 'settings.default_volume': messages.maximum(DEFAULT_VOLUME_MAX) } });
    const { user } = renderPresets({ api: { updateZonePreset: async () => Promise.reject(refusal) } });
    await user.click(await screen.findByRole('button', { name: 'Edit Evening' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit zone preset' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(dialogField(dialog, 'Start volume (0 to 16)'))).toContain(messages.maximum(DEFAULT_VOLUME_MAX)));
    expect(screen.getByRole('dialog', { name: 'Edit zone preset' })).toBeTruthy();
  });

  it('deletes a preset after its confirmation', async () => {
    const { api, user } = renderPresets({ api: { deleteZonePreset: async () => undefined } });
    await user.click(await screen.findByRole('button', { name: 'Delete Evening' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete zone preset' });
    expect(within(confirm).getByText('Delete the preset Evening? Zones that used it keep their settings.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deleteZonePreset).toHaveBeenCalledWith('preset-1');
    expect(names()).toEqual(['Morning']);
    expect(toastMessages()).toContain('Preset deleted');
  });

  it('keeps the preset when the deletion is cancelled', async () => {
    const { api, user } = renderPresets();
    await user.click(await screen.findByRole('button', { name: 'Delete Evening' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.deleteZonePreset).not.toHaveBeenCalled();
    expect(names()).toEqual(['Evening', 'Morning']);
  });

  it('says when the presets cannot be loaded, and loads them again on Try again', async () => {
    const listZonePresets = vi
      .fn<SettingsApi['listZonePresets']>()
      .mockRejectedValueOnce(appError('Server error', { status: 500 }))
      .mockResolvedValueOnce([EVENING]);
    const { user } = renderPresets({ api: { listZonePresets } });
    expect(await screen.findByText(/The zone presets could not be loaded/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Create preset' });
    expect(names()).toEqual(['Evening']);
    expect(listZonePresets).toHaveBeenCalledTimes(2);
  });
});
