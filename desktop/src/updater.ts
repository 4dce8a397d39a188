// The updater (electron-updater) as a state machine whose every state the renderer shows as a toast
// (navigation.md 4 'Desktop shell'): checking and downloading loading toasts, not-available a success
// toast, available a persistent toast with Install, error a failure toast. Nothing downloads until the
// user chooses Install; a downloaded update installs on the next Install (or quit).
import type { UpdaterState } from './ipc';

export type UpdaterEvent =
  | { type: 'checking-for-update' }
  | { type: 'update-available'; version: string }
  | { type: 'update-not-available' }
  | { type: 'download-progress'; percent: number }
  | { type: 'update-downloaded'; version: string }
  | { type: 'error'; message: string };

/** The next state; an event that makes no sense in the current state leaves it. */
export function nextUpdaterState(state: UpdaterState, event: UpdaterEvent): UpdaterState {
  switch (event.type) {
    case 'checking-for-update':
      return state.status === 'downloading' || state.status === 'downloaded' ? state : { status: 'checking' };
    case 'update-available':
      return state.status === 'downloading' || state.status === 'downloaded' ? state : { status: 'available', version: event.version };
    case 'update-not-available':
      return state.status === 'checking' ? { status: 'not-available' } : state;
    case 'download-progress':
      return state.status === 'available' || state.status === 'downloading' ? { status: 'downloading', percent: Math.min(100, Math.max(0, event.percent)) } : state;
    case 'update-downloaded':
      return { status: 'downloaded', version: event.version };
    case 'error':
      return { status: 'error', message: event.message };
  }
}

/** The parts of electron-updater's AppUpdater the shell uses. */
export interface AppUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  on(event: string, listener: (...args: never[]) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
}

export interface DesktopUpdater {
  state(): UpdaterState;
  check(): Promise<void>;
  /** Install: downloads an available update, restarts into a downloaded one. */
  install(): Promise<void>;
}

export function createDesktopUpdater(updater: AppUpdaterLike, options: { feedUrl: string | null; onState: (state: UpdaterState) => void }): DesktopUpdater {
  let state: UpdaterState = { status: 'idle' };
  const apply = (event: UpdaterEvent) => {
    const next = nextUpdaterState(state, event);
    if (next === state) return;
    state = next;
    options.onState(state);
  };
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  if (options.feedUrl) updater.setFeedURL({ provider: 'generic', url: options.feedUrl });
  const on = <A extends unknown[]>(event: string, listener: (...args: A) => void) => updater.on(event, listener as unknown as (...args: never[]) => void);
  on('checking-for-update', () => apply({ type: 'checking-for-update' }));
  on('update-available', (info: { version: string }) => apply({ type: 'update-available', version: info.version }));
  on('update-not-available', () => apply({ type: 'update-not-available' }));
  on('download-progress', (progress: { percent: number }) => apply({ type: 'download-progress', percent: progress.percent }));
  on('update-downloaded', (info: { version: string }) => apply({ type: 'update-downloaded', version: info.version }));
  on('error', (error: Error) => apply({ type: 'error', message: error.message }));

  const guarded = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      apply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    state: () => state,
    check: () => guarded(() => updater.checkForUpdates()),
    async install() {
      if (state.status === 'available') return guarded(() => updater.downloadUpdate());
      if (state.status === 'downloaded') return updater.quitAndInstall();
    },
  };
}
