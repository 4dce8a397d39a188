// The players a zone's pair page pairs (core.md 2, DECISIONS.md: /zones/{zoneId}/player/pair/{player}
// with player one of browser, desktop, mobile, hardware, sonos) and how each pairs (core.md 3 Device,
// 4 'Devices and pairing'): a hardware player shows a code the user enters here; the desktop and mobile
// apps enter a 6-digit code this page shows (soundZoneInitiatePairing); a browser tab becomes the player
// from the zone's player page; speaker systems pair through the speaker vendor's app. No imports: the
// route table reads the kinds.
export const PLAYER_KINDS = ['browser', 'desktop', 'mobile', 'hardware', 'sonos'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export type PairingFlow = 'enter-device-code' | 'show-pairing-code' | 'play-in-browser' | 'speaker-app';

export const PAIRING_FLOWS: Record<PlayerKind, PairingFlow> = {
  hardware: 'enter-device-code',
  desktop: 'show-pairing-code',
  mobile: 'show-pairing-code',
  browser: 'play-in-browser',
  sonos: 'speaker-app',
};
