// A mock of the Electron the main process is given (main.ts ElectronDeps): it records the window's
// options, the session's handlers and every listener, so tests read what the app really sets.
import { vi } from 'vitest';
import type { NativeImage } from 'electron';
import type { ElectronDeps, WebContentsLike, WindowLike } from './main';
import type { SenderEvent } from './ipc';
import type { SessionLike } from './security';

type Listener = (...args: never[]) => unknown;

export function listenerHost() {
  const listeners = new Map<string, Listener[]>();
  return {
    on: (event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    emit: (event: string, ...args: unknown[]) => (listeners.get(event) ?? []).map((listener) => (listener as (...values: unknown[]) => unknown)(...args)),
  };
}

export function mockElectron(overrides: Partial<ElectronDeps> = {}) {
  const app = { ...listenerHost(), requestSingleInstanceLock: vi.fn(() => true), setAsDefaultProtocolClient: vi.fn(() => true), getVersion: () => '1.4.0', quit: vi.fn(), whenReady: () => Promise.resolve() };
  const windows: (WindowLike & { options: unknown; contents: ReturnType<typeof listenerHost> & { send: ReturnType<typeof vi.fn> } })[] = [];
  class BrowserWindow {
    options: unknown;
    contents = { ...listenerHost(), id: 7, send: vi.fn(), setWindowOpenHandler: vi.fn() };
    webContents = this.contents as unknown as WebContentsLike;
    loadURL = vi.fn(async () => undefined);
    isMinimized = () => false;
    restore = vi.fn();
    show = vi.fn();
    focus = vi.fn();
    on = vi.fn();
    constructor(options: unknown) {
      this.options = options;
      windows.push(this as never);
    }
  }
  const ipc = listenerHost();
  const session: SessionLike & { permissionRequest?: Parameters<SessionLike['setPermissionRequestHandler']>[0]; permissionCheck?: Parameters<SessionLike['setPermissionCheckHandler']>[0]; headers?: Parameters<SessionLike['webRequest']['onHeadersReceived']>[0] } = {
    setPermissionRequestHandler: (handler) => void (session.permissionRequest = handler),
    setPermissionCheckHandler: (handler) => void (session.permissionCheck = handler),
    webRequest: { onHeadersReceived: (listener) => void (session.headers = listener) },
  };
  const shell = { openExternal: vi.fn(async () => undefined) };
  const updater = { autoDownload: true, autoInstallOnAppQuit: false, setFeedURL: vi.fn(), on: vi.fn(), checkForUpdates: vi.fn(async () => undefined), downloadUpdate: vi.fn(async () => undefined), quitAndInstall: vi.fn() };
  const deps: ElectronDeps = {
    app,
    BrowserWindow: BrowserWindow as unknown as ElectronDeps['BrowserWindow'],
    ipcMain: ipc,
    shell,
    Tray: class {
      setToolTip = vi.fn();
      setContextMenu = vi.fn();
      on = vi.fn();
    } as unknown as ElectronDeps['Tray'],
    Menu: { buildFromTemplate: (template) => template },
    nativeImage: { createFromPath: () => ({}) as NativeImage },
    session: { defaultSession: session },
    autoUpdater: updater,
    env: {},
    argv: ['/opt/cadence/cadence'],
    platform: 'linux',
    preloadPath: '/opt/cadence/dist/preload.cjs',
    iconPath: '/opt/cadence/build/icon.png',
    ...overrides,
  };
  const trustedEvent = (url = 'http://127.0.0.1:8080/electron/paired-zone'): SenderEvent => ({ sender: { id: 7 }, senderFrame: { url, parent: null } });
  return { deps, app, windows, ipc, session, shell, updater, trustedEvent };
}

/** Lets the shell's whenReady continuation run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
