import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const listeners = new Map<string, (event: unknown, payload: unknown) => void>();
  return {
    listeners,
    exposed: new Map<string, unknown>(),
    send: vi.fn(),
  };
});

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: {
    send: electron.send,
    on: (channel: string, listener: (event: unknown, payload: unknown) => void) => electron.listeners.set(channel, listener),
    removeListener: (channel: string) => electron.listeners.delete(channel),
  },
}));

describe('the preload', () => {
  beforeEach(() => electron.send.mockClear());

  it('exposes one API, window.cadenceDesktop, and no ipcRenderer', async () => {
    await import('./preload');
    expect([...electron.exposed.keys()]).toEqual(['cadenceDesktop']);
    const api = electron.exposed.get('cadenceDesktop') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(['acceptUpdate', 'info', 'installUpdate', 'onNavigate', 'onTogglePlay', 'onUpdaterState', 'openExternal']);
  });

  it('sends through the contract and refuses what it does not allow', async () => {
    const { createBridge } = await import('./preload');
    const bridge = createBridge([]);
    bridge.openExternal('http://127.0.0.1:8080/forgot-password');
    expect(electron.send).toHaveBeenCalledWith('cadence:open-external', { url: 'http://127.0.0.1:8080/forgot-password' });
    expect(() => bridge.openExternal(42 as unknown as string)).toThrow();
  });

  it('hands the page only messages that parse', async () => {
    const { createBridge } = await import('./preload');
    const states: unknown[] = [];
    const stop = createBridge([]).onUpdaterState((state) => states.push(state));
    const deliver = electron.listeners.get('cadence:updater-state')!;
    deliver({}, { status: 'available', version: '2.0.0' });
    deliver({}, { status: 'pwned', run: 'rm -rf /' });
    expect(states).toEqual([{ status: 'available', version: '2.0.0' }]);
    stop();
    expect(electron.listeners.has('cadence:updater-state')).toBe(false);
  });
});
