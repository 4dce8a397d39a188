import { describe, expect, it } from 'vitest';
import { DEVICE_KINDS, DEVICE_KIND_CLASSES, deviceKindOf, displaySoftwareVersion, normalisePlatform, pairingModeOf } from './devices';

describe('device kinds', () => {
  it.each([
    ['macos', 'desktop', 'MACOS'],
    ['windows', 'desktop', 'WIN32CADENCE'],
    ['desktop', 'desktop', 'WEB'],
    ['ios', 'mobile', 'IOS'],
    ['android', 'mobile', 'ANDROIDMOBILE'],
    ['mobile', 'mobile', 'IOS'],
    ['embedded', 'embedded', 'ANDROID'],
    ['sonos', 'other', 'SONOS'],
    ['unknown', 'other', 'WEB'],
  ] as const)('%s maps to device_type %s and platform %s', (kind, type, platform) => {
    expect(DEVICE_KIND_CLASSES[kind]).toEqual({ type, platform });
  });

  it('covers every kind', () => {
    expect(Object.keys(DEVICE_KIND_CLASSES).sort()).toEqual([...DEVICE_KINDS].sort());
  });

  it.each([
    ['desktop', 'MACOS', 'macos'],
    ['desktop', 'WIN32CADENCE', 'windows'],
    ['mobile', 'IOS', 'ios'],
    ['mobile', 'ANDROIDMOBILE', 'android'],
    ['embedded', 'ANDROID', 'embedded'],
    ['other', 'SONOS', 'sonos'],
    ['desktop', 'WEB', 'desktop'],
    ['other', 'NETPLAY', 'unknown'],
    ['embedded', 'NETPLAY', 'embedded'],
    ['mobile', 'WEB', 'mobile'],
  ] as const)('a %s device on %s is of kind %s', (type, platform, kind) => {
    expect(deviceKindOf(type, platform)).toBe(kind);
  });

  it.each([
    ['MACOS', 'MACOS'],
    ['netplay', 'NETPLAY'],
    ['STREAMSDK', 'IOS'],
    ['partner-one', 'IOS'],
    ['PARTNER-TWO', 'IOS'],
    ['sdk', 'IOS'],
    ['AMIGA', null],
  ])('platform identifier %s reads as %s (vendor apps as IOS)', (identifier, platform) => {
    expect(normalisePlatform(identifier)).toBe(platform);
  });

  it.each([
    ['embedded', 'hard'],
    ['desktop', 'soft'],
    ['mobile', 'soft'],
    ['other', 'soft'],
  ] as const)('a %s device pairs %s', (type, mode) => {
    expect(pairingModeOf(type)).toBe(mode);
  });
});

describe('software version display', () => {
  it.each([
    ['cadence-12.4-macos', '12.4'],
    ['cadence-4.12-b903', '4.12'],
    ['cadence-12.4.1-macos', 'cadence-12.4.1-macos'],
    ['cadence-12-macos', 'cadence-12-macos'],
    ['cadence-12.4', 'cadence-12.4'],
    ['a-b-12.4-c', 'a-b-12.4-c'],
    ['12.4', '12.4'],
    ['', null],
    [null, null],
  ])('%s shows %s', (version, shown) => {
    expect(displaySoftwareVersion(version)).toBe(shown);
  });
});
