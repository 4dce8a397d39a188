// @vitest-environment jsdom
// Space in the shell pauses and plays the paired zone as the device, and is ignored while typing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ pairing: { token: 't', refreshToken: 'r', deviceId: 'D1', zoneId: 'Z1', zoneName: 'Bar' } as unknown, ended: [] as (() => void)[] }));
const commit = vi.hoisted(() => vi.fn(async () => ({})));

vi.mock('./deviceSession', () => ({
  currentPairing: () => device.pairing,
  deviceEnvironment: () => 'device environment',
  onPairingEnded: (listener: () => void) => device.ended.push(listener),
}));
vi.mock('../../relay/commitMutationAsync', () => ({ commitMutationAsync: commit }));

const { onPairedPlayingChange, pairedZonePlaying, togglePairedZone } = await import('./pairedPlayback');
const { DesktopDevicePause, DesktopDevicePlay } = await import('./DesktopDevice');

describe('the shell\'s Space toggle', () => {
  beforeEach(() => commit.mockClear());

  it('pauses the paired zone, then plays it again, and tells the page', () => {
    const listener = vi.fn();
    onPairedPlayingChange(listener);
    expect(pairedZonePlaying()).toBe(true);
    togglePairedZone();
    expect(pairedZonePlaying()).toBe(false);
    expect(commit).toHaveBeenLastCalledWith('device environment', DesktopDevicePause, { input: { soundZone: 'Z1' } });
    togglePairedZone();
    expect(pairedZonePlaying()).toBe(true);
    expect(commit).toHaveBeenLastCalledWith('device environment', DesktopDevicePlay, { input: { soundZone: 'Z1' } });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is ignored while focus is in a text field, and without a pairing', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    togglePairedZone();
    input.remove();
    device.pairing = null;
    togglePairedZone();
    expect(commit).not.toHaveBeenCalled();
    expect(pairedZonePlaying()).toBe(true);
  });

  it('plays again from the next pairing once a pairing ends paused', () => {
    device.pairing = { zoneId: 'Z1' };
    togglePairedZone();
    expect(pairedZonePlaying()).toBe(false);
    for (const ended of device.ended) ended();
    expect(pairedZonePlaying()).toBe(true);
  });
});
