// The Electron security checklist, item by item (https://www.electronjs.org/docs/latest/tutorial/security),
// as the shell applies it. security.test.ts reads these from the window and session the app really
// makes and fails when one regresses.
import type { WebPreferences } from 'electron';

/** 3, 4, 5, 6, 9, 10, 12, 16: isolated, sandboxed, no Node anywhere, web security on, no webview. */
export function secureWebPreferences(preload: string, additionalArguments: string[]): WebPreferences {
  return {
    preload,
    additionalArguments,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}

/** 7: the strict Content-Security-Policy every response of the app's origin carries. */
export function contentSecurityPolicy(appOrigin: string): string {
  const url = new URL(appOrigin);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Permissions the app's own pages may use; every other request is denied (checklist item 5). */
export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

const sameOrigin = (url: string | undefined, appOrigin: string) => {
  try {
    return url !== undefined && new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
};

export const isAppUrl = sameOrigin;

/** The session hooks the shell sets (electron's Session, the parts used). */
export interface SessionLike {
  setPermissionRequestHandler(handler: ((webContents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) => void) | null): void;
  setPermissionCheckHandler(handler: ((webContents: unknown, permission: string, requestingOrigin: string) => boolean) | null): void;
  webRequest: {
    onHeadersReceived(listener: (details: { url: string; responseHeaders?: Record<string, string[] | string> }, callback: (response: { responseHeaders?: Record<string, string[] | string> }) => void) => void): void;
  };
}

/** Permissions denied unless listed and asked by the app's origin; the CSP added to the app's responses. */
export function secureSession(session: SessionLike, appOrigin: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => callback(GRANTED_PERMISSIONS.has(permission) && sameOrigin(details.requestingUrl, appOrigin)));
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => GRANTED_PERMISSIONS.has(permission) && sameOrigin(requestingOrigin, appOrigin));
  const policy = contentSecurityPolicy(appOrigin);
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!sameOrigin(details.url, appOrigin)) return callback({ responseHeaders: details.responseHeaders });
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
}

/** The webContents hooks the shell sets (the parts used). */
export interface ContentsLike {
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', listener: (event: { preventDefault(): void; url: string }, url?: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void;
}

/**
 * 13 and 14: the window stays on the app's origin (navigation and redirects elsewhere are cancelled),
 * opens no windows (an allowed system-browser page goes to openExternal instead) and attaches no webviews.
 */
export function limitNavigation(contents: ContentsLike, appOrigin: string, openExternal: (url: string) => void): void {
  const stayHome = (event: { preventDefault(): void; url: string }, url?: string) => {
    if (!sameOrigin(url ?? event.url, appOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-frame-navigate', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openExternal(url);
    return { action: 'deny' };
  });
}
