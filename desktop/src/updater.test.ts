import { describe, expect, it, vi } from 'vitest';
import type { UpdaterState } from './ipc';
import { createDesktopUpdater, nextUpdaterState, type AppUpdaterLike } from './updater';

describe('the updater state machine', () => {
  const idle: UpdaterState = { status: 'idle' };
  it.each<[string, UpdaterState, Parameters<typeof nextUpdaterState>[1], UpdaterState]>([
    ['checking', idle, { type: 'checking-for-update' }, { status: 'checking' }],
    ['an update is offered', { status: 'checking' }, { type: 'update-available', version: '2.0.0' }, { status: 'available', version: '2.0.0' }],
    ['none is available', { status: 'checking' }, { type: 'update-not-available' }, { status: 'not-available' }],
    ['downloading after Install', { status: 'available', version: '2.0.0' }, { type: 'download-progress', percent: 40 }, { status: 'downloading', percent: 40 }],
    ['downloaded', { status: 'downloading', percent: 99 }, { type: 'update-downloaded', version: '2.0.0' }, { status: 'downloaded', version: '2.0.0' }],
    ['an error', { status: 'downloading', percent: 10 }, { type: 'error', message: 'net::ERR' }, { status: 'error', message: 'net::ERR' }],
    ['progress without an offer is ignored', idle, { type: 'download-progress', percent: 5 }, idle],
    ['a check does not interrupt a download', { status: 'downloading', percent: 10 }, { type: 'checking-for-update' }, { status: 'downloading', percent: 10 }],
    ['not-available outside a check is ignored', { status: 'available', version: '2' }, { type: 'update-not-available' }, { status: 'available', version: '2' }],
  ])('%s', (_name, state, event, next) => {
    expect(nextUpdaterState(state, event)).toEqual(next);
  });
});

function fakeUpdater() {
  const listeners = new Map<string, (...args: never[]) => void>();
  const updater: AppUpdaterLike & { emit(event: string, arg?: unknown): void } = {
    autoDownload: true,
    autoInstallOnAppQuit: false,
    setFeedURL: vi.fn(),
    on: (event, listener) => listeners.set(event, listener),
    checkForUpdates: vi.fn(async () => undefined),
    downloadUpdate: vi.fn(async () => undefined),
    quitAndInstall: vi.fn(),
    emit: (event, arg) => (listeners.get(event) as (value: unknown) => void)(arg),
  };
  return updater;
}

describe('the desktop updater', () => {
  it('uses the configured feed, waits for Install to download, and restarts into the download', async () => {
    const updater = fakeUpdater();
    const states: UpdaterState[] = [];
    const desktop = createDesktopUpdater(updater, { feedUrl: 'https://updates.cadence.test/', onState: (state) => states.push(state) });
    expect(updater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: 'https://updates.cadence.test/' });
    expect(updater.autoDownload).toBe(false);

    await desktop.check();
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '2.0.0' });
    expect(updater.downloadUpdate).not.toHaveBeenCalled();
    await desktop.install();
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1);
    updater.emit('download-progress', { percent: 50 });
    updater.emit('update-downloaded', { version: '2.0.0' });
    await desktop.install();
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1);
    expect(states.map((state) => state.status)).toEqual(['checking', 'available', 'downloading', 'downloaded']);
  });

  it('keeps the packaged feed when none is configured, and reports a failed check', async () => {
    const updater = fakeUpdater();
    updater.checkForUpdates = vi.fn(async () => Promise.reject(new Error('offline')));
    const states: UpdaterState[] = [];
    const desktop = createDesktopUpdater(updater, { feedUrl: null, onState: (state) => states.push(state) });
    await desktop.check();
    expect(updater.setFeedURL).not.toHaveBeenCalled();
    expect(states).toEqual([{ status: 'error', message: 'offline' }]);
  });
});
