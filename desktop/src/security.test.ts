// The Electron security checklist, read from the window options and session handlers the shell really
// sets (startDesktop with a mocked Electron). Each item fails here when it regresses.
import { describe, expect, it, vi } from 'vitest';
import { startDesktop } from './main';
import { listenerHost, mockElectron, settle } from './testing';

const ORIGIN = 'http://127.0.0.1:8080';

async function started() {
  const electron = mockElectron();
  const desktop = startDesktop(electron.deps)!;
  await settle();
  const window = electron.windows[0]!;
  const options = window.options as { webPreferences: Record<string, unknown> };
  return { ...electron, desktop, window, prefs: options.webPreferences };
}

describe('the Electron security checklist', () => {
  it('loads only the app over http(s), never a file or remote content with Node', async () => {
    const { window, prefs } = await started();
    expect(window.loadURL).toHaveBeenCalledWith(`${ORIGIN}/`);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
  });

  it('isolates the context and sandboxes the renderer', async () => {
    const { prefs } = await started();
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.preload).toBe('/opt/cadence/dist/preload.cjs');
  });

  it('keeps web security on and experimental features, insecure content and webviews off', async () => {
    const { prefs } = await started();
    expect(prefs).toMatchObject({ webSecurity: true, allowRunningInsecureContent: false, experimentalFeatures: false, webviewTag: false, navigateOnDragDrop: false });
  });

  it('denies permission requests by default', async () => {
    const { session } = await started();
    const answer = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      session.permissionRequest!({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0]![0];
    };
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'midi', 'hid', 'serial']) expect(answer(permission, `${ORIGIN}/`)).toBe(false);
    expect(answer('clipboard-sanitized-write', `${ORIGIN}/`)).toBe(true);
    expect(answer('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(session.permissionCheck!({}, 'media', ORIGIN)).toBe(false);
  });

  it("gives every response of the app's origin a strict Content-Security-Policy", async () => {
    const { session } = await started();
    const callback = vi.fn();
    session.headers!({ url: `${ORIGIN}/electron/login`, responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    const policy = String(callback.mock.calls[0]![0].responseHeaders['Content-Security-Policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('connect-src \'self\' ws://127.0.0.1:8080');
  });

  it("blocks navigation and redirects away from the app's origin, in every webContents", async () => {
    const { app } = await started();
    const contents = { ...listenerHost(), setWindowOpenHandler: vi.fn() };
    app.emit('web-contents-created', {}, contents);
    const navigate = (event: string, url: string) => {
      const preventDefault = vi.fn();
      contents.emit(event, { preventDefault, url }, url);
      return preventDefault.mock.calls.length > 0;
    };
    expect(navigate('will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigate('will-redirect', 'http://127.0.0.1:9999/')).toBe(true);
    expect(navigate('will-frame-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-navigate', `${ORIGIN}/electron/select`)).toBe(false);
    const webview = vi.fn();
    contents.emit('will-attach-webview', { preventDefault: webview });
    expect(webview).toHaveBeenCalled();
  });

  it('opens no new windows: an allowed page goes to the system browser, anything else nowhere', async () => {
    const { app, shell: electronShell } = await started();
    const contents = { ...listenerHost(), setWindowOpenHandler: vi.fn() };
    app.emit('web-contents-created', {}, contents);
    const handler = contents.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => { action: string };
    expect(handler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(electronShell.openExternal).not.toHaveBeenCalled();
    expect(handler({ url: `${ORIGIN}/forgot-password` })).toEqual({ action: 'deny' });
    expect(electronShell.openExternal).toHaveBeenCalledWith(`${ORIGIN}/forgot-password`);
  });
});
