// The preload: one typed API on window.cadenceDesktop through contextBridge (context isolation keeps
// the page away from ipcRenderer). What the main process sends is parsed against the IPC contract
// before the page's listener sees it; what the page sends is parsed again in the main process.
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '../../src/app/desktopBridge';
import { readInfoArgument, toMain, toRenderer, type ToMainName, type ToMainPayload, type ToRendererName, type ToRendererPayload } from './ipc';
import { PLAYER_ENGINE_VERSION } from './config';

function send<N extends ToMainName>(name: N, payload: ToMainPayload<N>): void {
  const { channel, schema } = toMain[name];
  ipcRenderer.send(channel, schema.parse(payload));
}

function listen<N extends ToRendererName>(name: N, listener: (payload: ToRendererPayload<N>) => void): () => void {
  const { channel, schema } = toRenderer[name];
  const handler = (_event: unknown, payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) listener(parsed.data as ToRendererPayload<N>);
  };
  ipcRenderer.on(channel, handler);
  return () => void ipcRenderer.removeListener(channel, handler);
}

export function createBridge(argv: readonly string[]): DesktopBridge {
  const info = readInfoArgument(argv) ?? { version: '0.0.0', playerEngineVersion: PLAYER_ENGINE_VERSION, platform: 'unknown' };
  return {
    info,
    openExternal: (url) => send('openExternal', { url }),
    installUpdate: () => send('installUpdate', {}),
    acceptUpdate: () => send('acceptUpdate', {}),
    onUpdaterState: (listener) => listen('updaterState', listener),
    onTogglePlay: (listener) => listen('togglePlay', () => listener()),
    onNavigate: (listener) => listen('navigate', ({ path }) => listener(path)),
  };
}

contextBridge.exposeInMainWorld('cadenceDesktop', createBridge(process.argv));
