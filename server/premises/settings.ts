// A zone's player settings, stored in the legacy shape (snake_case, as REST answers them): a new zone
// takes its account's defaults for new zones (or the product's) with any initial changes; the graph
// reads and writes the same values in camelCase. Speaker-system zones have no settings.
import type { SoundZoneSettings as GraphSettings, SoundZoneSettingsInput } from '../graphql/control/__generated__/types';
import { PRODUCT_SOUND_ZONE_SETTINGS, applySoundZoneSettingsPatch, soundZoneSettingsOf } from '../accounts/zoneSettings';
import type { SoundZoneSettings, SoundZoneSettingsPatch } from '../accounts/zoneSettings';
import type { SoundZoneRow } from '../loaders';
import { badRequest } from '../errors';
import { messages } from '../../src/domain/validation';

export type { SoundZoneSettings, SoundZoneSettingsPatch };

/** The settings a zone plays with; null for a speaker-system zone. */
export function zoneSettings(zone: Pick<SoundZoneRow, 'settings' | 'speakerSystem'>): SoundZoneSettings | null {
  if (zone.speakerSystem) return null;
  return soundZoneSettingsOf(zone.settings) ?? PRODUCT_SOUND_ZONE_SETTINGS;
}

/** The settings of a new zone: the account's defaults for new zones with the initial changes. */
export const initialZoneSettings = (accountDefaults: Record<string, unknown>, patch: SoundZoneSettingsPatch = {}): SoundZoneSettings => applySoundZoneSettingsPatch(accountDefaults, patch);

/** A zone's settings after a change; 400 for a speaker-system zone, which does not support settings. */
export function changedZoneSettings(zone: Pick<SoundZoneRow, 'settings' | 'speakerSystem'>, patch: SoundZoneSettingsPatch, field = 'settings'): SoundZoneSettings {
  if (zone.speakerSystem) throw badRequest({ [field]: messages.invalid }, 'Speaker-system zones do not support settings');
  return applySoundZoneSettingsPatch(zone.settings, patch);
}

const GRAPH_LIMIT_TYPES = { inside: 'INSIDE', outside: 'OUTSIDE' } as const;
const LEGACY_LIMIT_TYPES = { INSIDE: 'inside', OUTSIDE: 'outside' } as const;

/** The graph's SoundZoneSettings. */
export function graphSettings(settings: SoundZoneSettings): GraphSettings {
  const limitation = settings.download_limitation;
  return {
    mono: settings.mono,
    offline: settings.offline,
    bitrate: settings.bitrate,
    discoverable: settings.discoverable,
    staffControl: settings.staff_control,
    downloadLimitation: { limitEnabled: limitation.limit_enabled, hourStart: limitation.hour_start, hourEnd: limitation.hour_end, limitType: GRAPH_LIMIT_TYPES[limitation.limit_type] },
    diskcacheMaxMb: settings.diskcache_max_mb,
    crossfade: settings.crossfade,
    crossfadeLength: settings.crossfade_length,
    volumeEq: settings.volume_eq,
    defaultVolume: settings.default_volume,
  };
}

/** The legacy patch of a graph SoundZoneSettingsInput (fields left out keep their value). */
export function legacySettingsPatch(input: SoundZoneSettingsInput): SoundZoneSettingsPatch {
  const patch: SoundZoneSettingsPatch = {};
  const set = <K extends keyof SoundZoneSettingsPatch>(key: K, value: SoundZoneSettingsPatch[K] | null | undefined) => {
    if (value !== null && value !== undefined) patch[key] = value;
  };
  set('mono', input.mono);
  set('offline', input.offline);
  set('bitrate', input.bitrate);
  set('discoverable', input.discoverable);
  set('staff_control', input.staffControl);
  set('diskcache_max_mb', input.diskcacheMaxMb);
  set('crossfade', input.crossfade);
  set('crossfade_length', input.crossfadeLength);
  set('volume_eq', input.volumeEq);
  set('default_volume', input.defaultVolume);
  const limitation = input.downloadLimitation;
  if (limitation) {
    patch.download_limitation = { limit_enabled: limitation.limitEnabled, hour_start: limitation.hourStart, hour_end: limitation.hourEnd, limit_type: LEGACY_LIMIT_TYPES[limitation.limitType] };
  }
  return patch;
}
