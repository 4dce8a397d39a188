// Default player settings an account gives its new sound zones (sound_zone_settings): stored as the
// product defaults with the account's changes applied, null while the account has changed none.
import type { components } from '../../src/rest/__generated__/rest';

export type SoundZoneSettings = components['schemas']['SoundZoneSettings'];
export type SoundZoneSettingsPatch = components['schemas']['SoundZoneSettingsPatch'];

/** The product's default player settings (core.md 3 Sound zone settings). */
export const PRODUCT_SOUND_ZONE_SETTINGS: SoundZoneSettings = {
  mono: false,
  offline: true,
  bitrate: 'high',
  discoverable: true,
  staff_control: true,
  download_limitation: { limit_enabled: false, hour_start: 8, hour_end: 18, limit_type: 'inside' },
  diskcache_max_mb: 2048,
  crossfade: true,
  crossfade_length: 5,
  volume_eq: true,
  default_volume: 10,
};

/** Settings after a change: the stored ones (or the product defaults) with the patch applied. */
export function applySoundZoneSettingsPatch(stored: Record<string, unknown>, patch: SoundZoneSettingsPatch): SoundZoneSettings {
  const current = soundZoneSettingsOf(stored) ?? PRODUCT_SOUND_ZONE_SETTINGS;
  return { ...current, ...patch, download_limitation: { ...current.download_limitation, ...(patch.download_limitation ?? {}) } };
}

/** The account's defaults for new zones; null when it has set none (the product defaults apply). */
export function soundZoneSettingsOf(stored: Record<string, unknown>): SoundZoneSettings | null {
  if (!Object.keys(stored).length) return null;
  const settings = stored as Partial<SoundZoneSettings>;
  return { ...PRODUCT_SOUND_ZONE_SETTINGS, ...settings, download_limitation: { ...PRODUCT_SOUND_ZONE_SETTINGS.download_limitation, ...(settings.download_limitation ?? {}) } };
}
