// navigation.md 4 'Desktop shell': each updater state's toast (loading while checking and downloading,
// success when up to date, persistent with Install when available or downloaded, failure on error).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopUpdaterState } from '../../app/desktopBridge';
import { toasts } from '../../app/toasts/toastStore';
import electronTexts from '../../i18n/en/electron.json';
import { registerTexts } from '../../i18n/i18n';
import { showUpdaterState, UPDATER_TOAST_ID } from './desktopShell';

registerTexts(electronTexts);

const shown = () => toasts.getToasts().filter((toast) => toast.visible);

describe("the updater's toasts", () => {
  beforeEach(() => {
    for (const toast of toasts.getToasts()) toasts.dismiss(toast.id);
  });

  it.each<[DesktopUpdaterState, { type: string; message: string; persistent: boolean; install: boolean }]>([
    [{ status: 'checking' }, { type: 'loading', message: 'Checking for updates…', persistent: true, install: false }],
    [{ status: 'downloading', percent: 41.6 }, { type: 'loading', message: 'Downloading the update… 42%', persistent: true, install: false }],
    [{ status: 'not-available' }, { type: 'success', message: 'The desktop player is up to date.', persistent: false, install: false }],
    [{ status: 'available', version: '2.1.0' }, { type: 'custom', message: 'Version 2.1.0 is available.', persistent: true, install: true }],
    [{ status: 'downloaded', version: '2.1.0' }, { type: 'custom', message: 'Version 2.1.0 is ready. Install restarts the player.', persistent: true, install: true }],
    [{ status: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' }, { type: 'error', message: 'Could not update the desktop player.', persistent: false, install: false }],
  ])('%o', (state, expected) => {
    const install = vi.fn();
    showUpdaterState(state, install);
    const [toast, ...others] = shown();
    expect(others).toEqual([]);
    expect(toast).toMatchObject({ id: UPDATER_TOAST_ID, type: expected.type, message: expected.message });
    expect(toast!.duration === Infinity).toBe(expected.persistent);
    if (expected.install) {
      expect(toast!.action?.label).toBe('Install');
      toast!.action?.onClick?.();
      expect(install).toHaveBeenCalledOnce();
    } else expect(toast!.action).toBeUndefined();
  });

  it('shows nothing when idle, and one toast that changes as the updater moves on', () => {
    showUpdaterState({ status: 'idle' }, vi.fn());
    expect(shown()).toEqual([]);
    showUpdaterState({ status: 'checking' }, vi.fn());
    showUpdaterState({ status: 'available', version: '2.1.0' }, vi.fn());
    expect(shown().map((toast) => toast.message)).toEqual(['Version 2.1.0 is available.']);
  });
});
