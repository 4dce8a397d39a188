// The shell's main process, kept thin (issue 14): one window on the web app, a single instance, deep
// links, the tray, the Space hotkey, the updater and the system browser. Everything it decides lives in
// the modules beside it; this wires them to Electron, which index.ts passes in (tests pass a mock).
import type { BrowserWindowConstructorOptions, NativeImage } from 'electron';
import { PLAYER_ENGINE_VERSION, DEEP_LINK_SCHEME, readConfig } from './config';
import { deepLinkInArgv, deepLinkPath } from './deepLinks';
import { allowedExternalUrl } from './externalLinks';
import { isPlayPauseKey, type KeyInput } from './hotkey';
import { infoArgument, registerToMainHandlers, sendToRenderer, type IpcMainLike, type Rejection, type SenderLike } from './ipc';
import { limitNavigation, secureSession, secureWebPreferences, type ContentsLike, type SessionLike } from './security';
import { createDesktopUpdater, type AppUpdaterLike, type DesktopUpdater } from './updater';

/** Where the shell shows that a page opened in the system browser (navigation.md 2.13). */
export const BROWSER_OPENED_PATH = '/electron/browser-opened';

export interface WebContentsLike extends ContentsLike, SenderLike {
  id: number;
  on(event: 'before-input-event', listener: (event: unknown, input: KeyInput) => void): unknown;
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', listener: (event: { preventDefault(): void; url: string }, url?: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface WindowLike {
  webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
  on(event: 'closed', listener: () => void): unknown;
}

export interface TrayLike {
  setToolTip(text: string): void;
  setContextMenu(menu: unknown): void;
  on(event: 'click', listener: () => void): unknown;
}

export interface ElectronDeps {
  app: {
    requestSingleInstanceLock(): boolean;
    setAsDefaultProtocolClient(protocol: string): boolean;
    getVersion(): string;
    quit(): void;
    whenReady(): Promise<unknown>;
    on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
    on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
    on(event: 'web-contents-created', listener: (event: unknown, contents: ContentsLike) => void): unknown;
    on(event: 'window-all-closed', listener: () => void): unknown;
  };
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => WindowLike;
  ipcMain: IpcMainLike;
  shell: { openExternal(url: string): Promise<void> };
  Tray: new (image: NativeImage) => TrayLike;
  Menu: { buildFromTemplate(template: { label?: string; type?: 'separator'; click?: () => void }[]): unknown };
  nativeImage: { createFromPath(path: string): NativeImage };
  session: { defaultSession: SessionLike };
  autoUpdater: AppUpdaterLike;
  env: Record<string, string | undefined>;
  argv: string[];
  platform: string;
  preloadPath: string;
  iconPath: string;
  log?: (message: string) => void;
}

export interface DesktopShell {
  window(): WindowLike | undefined;
  updater: DesktopUpdater;
  /** Opens an allowed page in the system browser and shows browser-opened; false when refused. */
  openExternal(url: string): boolean;
}

/** The main window's options: a fixed minimum, the checklist's web preferences and the info the preload reads. */
export function mainWindowOptions(deps: Pick<ElectronDeps, 'app' | 'platform' | 'preloadPath'>): BrowserWindowConstructorOptions {
  const info = { version: deps.app.getVersion(), playerEngineVersion: PLAYER_ENGINE_VERSION, platform: deps.platform };
  return {
    width: 1200,
    height: 800,
    minWidth: 720,
    minHeight: 520,
    title: 'Cadence',
    show: true,
    backgroundColor: '#ffffff',
    // A restarted back-office computer plays its paired zone again with nobody at it to click.
    webPreferences: { ...secureWebPreferences(deps.preloadPath, [infoArgument(info)]), autoplayPolicy: 'no-user-gesture-required' },
  };
}

export function startDesktop(deps: ElectronDeps): DesktopShell | null {
  const config = readConfig(deps.env);
  const origin = config.appUrl.origin;
  const log = deps.log ?? (() => undefined);
  if (!deps.app.requestSingleInstanceLock()) {
    deps.app.quit();
    return null;
  }
  deps.app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

  let window: WindowLike | undefined;
  let loaded = false;
  let pendingPath = deepLinkInArgv(deps.argv);

  const navigate = (path: string) => {
    if (window && loaded) sendToRenderer(window.webContents, 'navigate', { path });
    else pendingPath = path;
  };
  const reveal = () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };
  const openExternal = (url: string): boolean => {
    const allowed = allowedExternalUrl(url, origin);
    if (!allowed) {
      log(`Refused to open ${url} outside the app`);
      return false;
    }
    void deps.shell.openExternal(allowed);
    navigate(BROWSER_OPENED_PATH);
    return true;
  };

  const updater = createDesktopUpdater(deps.autoUpdater, { feedUrl: config.updateFeedUrl, onState: (state) => sendToRenderer(window?.webContents, 'updaterState', state) });

  deps.app.on('second-instance', (_event, argv) => {
    reveal();
    const path = deepLinkInArgv(argv);
    if (path) navigate(path);
  });
  deps.app.on('open-url', (event, url) => {
    event.preventDefault();
    const path = deepLinkPath(url);
    if (path) navigate(path);
  });
  // Every webContents, the window's and any other, keeps to the app's origin.
  deps.app.on('web-contents-created', (_event, contents) => limitNavigation(contents, origin, openExternal));
  deps.app.on('window-all-closed', () => deps.app.quit());

  registerToMainHandlers(deps.ipcMain, {
    windowContentsId: () => window?.webContents.id,
    appOrigin: origin,
    onReject: (rejection: Rejection) => log(`Dropped IPC message on ${rejection.channel}: bad ${rejection.reason}`),
    handlers: {
      openExternal: ({ url }) => void openExternal(url),
      installUpdate: () => void updater.install(),
      acceptUpdate: () => void updater.check(),
    },
  });

  const togglePlay = () => sendToRenderer(window?.webContents, 'togglePlay', {});

  void deps.app.whenReady().then(async () => {
    secureSession(deps.session.defaultSession, origin);
    window = new deps.BrowserWindow(mainWindowOptions(deps));
    window.webContents.on('before-input-event', (_event, input) => {
      if (isPlayPauseKey(input)) togglePlay();
    });
    window.on('closed', () => {
      window = undefined;
      loaded = false;
    });
    const tray = new deps.Tray(deps.nativeImage.createFromPath(deps.iconPath));
    tray.setToolTip('Cadence');
    tray.on('click', reveal);
    tray.setContextMenu(
      deps.Menu.buildFromTemplate([
        { label: 'Show Cadence', click: reveal },
        { label: 'Play/Pause', click: togglePlay },
        { label: 'Check for updates', click: () => void updater.check() },
        { type: 'separator' },
        { label: 'Quit', click: () => deps.app.quit() },
      ]),
    );
    const start = new URL(pendingPath ?? '/', config.appUrl);
    pendingPath = null;
    await window.loadURL(start.href);
    loaded = true;
    if (pendingPath) navigate(pendingPath);
    void updater.check();
  });

  return { window: () => window, updater, openExternal };
}
