import { describe, expect, it } from 'vitest';
import { startDesktop } from './main';
import { mockElectron, settle } from './testing';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the main process', () => {
  it('quits when another instance holds the lock', () => {
    const electron = mockElectron();
    electron.app.requestSingleInstanceLock.mockReturnValue(false);
    expect(startDesktop(electron.deps)).toBeNull();
    expect(electron.app.quit).toHaveBeenCalled();
    expect(electron.windows).toHaveLength(0);
  });

  it('registers the cadence: scheme and opens a deep link of the first launch', async () => {
    const electron = mockElectron({ argv: ['/opt/cadence/cadence', 'cadence:music:abc'] });
    startDesktop(electron.deps);
    await settle();
    expect(electron.app.setAsDefaultProtocolClient).toHaveBeenCalledWith('cadence');
    expect(electron.windows[0]!.loadURL).toHaveBeenCalledWith(`${ORIGIN}/cadence%3Amusic%3Aabc`);
  });

  it("a second instance's deep link focuses the window and navigates it", async () => {
    const electron = mockElectron();
    startDesktop(electron.deps);
    await settle();
    electron.app.emit('second-instance', {}, ['/opt/cadence/cadence', 'cadence:schedule:S1']);
    const window = electron.windows[0]!;
    expect(window.focus).toHaveBeenCalled();
    expect(window.contents.send).toHaveBeenCalledWith('cadence:navigate', { path: '/cadence%3Aschedule%3AS1' });
  });

  it('plays without a user gesture, so that a restarted computer resumes its paired zone unattended', async () => {
    const electron = mockElectron();
    startDesktop(electron.deps);
    await settle();
    expect((electron.windows[0]!.options as { webPreferences: Record<string, unknown> }).webPreferences.autoplayPolicy).toBe('no-user-gesture-required');
  });

  it('Space released in the window toggles play; Space pressed does not', async () => {
    const electron = mockElectron();
    startDesktop(electron.deps);
    await settle();
    const window = electron.windows[0]!;
    window.contents.emit('before-input-event', {}, { type: 'keyDown', code: 'Space' });
    expect(window.contents.send).not.toHaveBeenCalled();
    window.contents.emit('before-input-event', {}, { type: 'keyUp', code: 'Space' });
    expect(window.contents.send).toHaveBeenCalledWith('cadence:toggle-play', {});
  });

  it('opens an allowed page in the system browser and shows browser-opened; refuses the rest', async () => {
    const electron = mockElectron();
    startDesktop(electron.deps);
    await settle();
    const window = electron.windows[0]!;
    electron.ipc.emit('cadence:open-external', electron.trustedEvent(), { url: `${ORIGIN}/accounts/A1/upgrade-plan` });
    expect(electron.shell.openExternal).toHaveBeenCalledWith(`${ORIGIN}/accounts/A1/upgrade-plan`);
    expect(window.contents.send).toHaveBeenCalledWith('cadence:navigate', { path: '/electron/browser-opened' });
    electron.ipc.emit('cadence:open-external', electron.trustedEvent(), { url: 'https://evil.example/upgrade-plan' });
    electron.ipc.emit('cadence:open-external', electron.trustedEvent('https://evil.example/'), { url: `${ORIGIN}/forgot-password` });
    expect(electron.shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('checks for updates at start and forwards the accept-update action', async () => {
    const electron = mockElectron({ env: { CADENCE_UPDATE_URL: 'https://updates.cadence.test/' } });
    startDesktop(electron.deps);
    await settle();
    expect(electron.updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'https://updates.cadence.test/' });
    expect(electron.updater.checkForUpdates).toHaveBeenCalledTimes(1);
    electron.ipc.emit('cadence:accept-update', electron.trustedEvent(), {});
    expect(electron.updater.checkForUpdates).toHaveBeenCalledTimes(2);
  });
});
