// Player devices (core.md 3 Device): kinds, the device_type and platform each maps to, how a device
// pairs, and how its software version is shown. Plain data in, values out.

export const DEVICE_KINDS = ['macos', 'windows', 'desktop', 'ios', 'android', 'mobile', 'embedded', 'sonos', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'embedded', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Platform identifiers: the apps', the speaker vendor's, the network vendor's play app, and web browser tabs. */
export const DEVICE_PLATFORMS = ['MACOS', 'WIN32CADENCE', 'IOS', 'ANDROIDMOBILE', 'ANDROID', 'SONOS', 'NETPLAY', 'WEB'] as const;
export type DevicePlatform = (typeof DEVICE_PLATFORMS)[number];

export type PairingMode = 'hard' | 'soft';

/**
 * The device_type and platform of each kind. The generic kinds take the platform of what they stand for:
 * 'desktop' (other desktop apps, the desktop shell and web players) and 'unknown' are web players;
 * 'mobile' (other mobile apps: the vendors' apps) counts as IOS, as vendor-app identifiers do.
 */
export const DEVICE_KIND_CLASSES: Record<DeviceKind, { type: DeviceType; platform: DevicePlatform }> = {
  macos: { type: 'desktop', platform: 'MACOS' },
  windows: { type: 'desktop', platform: 'WIN32CADENCE' },
  desktop: { type: 'desktop', platform: 'WEB' },
  ios: { type: 'mobile', platform: 'IOS' },
  android: { type: 'mobile', platform: 'ANDROIDMOBILE' },
  mobile: { type: 'mobile', platform: 'IOS' },
  embedded: { type: 'embedded', platform: 'ANDROID' },
  sonos: { type: 'other', platform: 'SONOS' },
  unknown: { type: 'other', platform: 'WEB' },
};

/** Identifiers the partner and SDK apps report (DECISIONS.md vendors); they are treated as IOS. */
export const VENDOR_APP_IDENTIFIERS = ['STREAMSDK', 'PARTNER-ONE', 'PARTNER-TWO', 'SDK'] as const;

/** A reported platform identifier as one of ours: known platforms as they are, vendor-app identifiers as IOS; null otherwise. */
export function normalisePlatform(identifier: string): DevicePlatform | null {
  const upper = identifier.trim().toUpperCase();
  if ((DEVICE_PLATFORMS as readonly string[]).includes(upper)) return upper as DevicePlatform;
  return (VENDOR_APP_IDENTIFIERS as readonly string[]).includes(upper) ? 'IOS' : null;
}

const PLATFORM_KINDS: Partial<Record<DevicePlatform, DeviceKind>> = {
  MACOS: 'macos',
  WIN32CADENCE: 'windows',
  IOS: 'ios',
  ANDROIDMOBILE: 'android',
  ANDROID: 'embedded',
  SONOS: 'sonos',
};
const TYPE_KINDS: Record<DeviceType, DeviceKind> = { desktop: 'desktop', mobile: 'mobile', embedded: 'embedded', other: 'unknown' };

/** The kind of a device from what it reports: its platform when that names one, else its device type's generic kind. */
export function deviceKindOf(type: DeviceType, platform: DevicePlatform): DeviceKind {
  return PLATFORM_KINDS[platform] ?? TYPE_KINDS[type];
}

/** Embedded (and screen) devices pair 'hard': they stay paired until unpaired from the account; desktop, mobile and other pair 'soft'. */
export const pairingModeOf = (type: DeviceType): PairingMode => (type === 'embedded' ? 'hard' : 'soft');

/**
 * The software version as shown: when it has three dash-separated parts and the middle one is
 * digits.digits, the middle part ('cadence-12.4-macos' shows '12.4'); otherwise the whole value.
 */
export function displaySoftwareVersion(softwareVersion: string | null | undefined): string | null {
  if (!softwareVersion) return null;
  const parts = softwareVersion.split('-');
  return parts.length === 3 && /^\d+\.\d+$/.test(parts[1]!) ? parts[1]! : softwareVersion;
}
