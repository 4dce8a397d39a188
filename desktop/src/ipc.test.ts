import { describe, expect, it, vi } from 'vitest';
import { infoArgument, readInfoArgument, registerToMainHandlers, sendToRenderer, type SenderEvent } from './ipc';

const ORIGIN = 'http://127.0.0.1:8080';
const WINDOW_ID = 7;

function setUp() {
  const listeners = new Map<string, (event: SenderEvent, payload: unknown) => void>();
  const handlers = { openExternal: vi.fn(), installUpdate: vi.fn(), acceptUpdate: vi.fn() };
  const onReject = vi.fn();
  registerToMainHandlers({ on: (channel, listener) => listeners.set(channel, listener) }, { windowContentsId: () => WINDOW_ID, appOrigin: ORIGIN, handlers, onReject });
  const emit = (channel: string, payload: unknown, event: Partial<SenderEvent> = {}) =>
    listeners.get(channel)!({ sender: { id: WINDOW_ID }, senderFrame: { url: `${ORIGIN}/electron/paired-zone`, parent: null }, ...event }, payload);
  return { listeners, handlers, onReject, emit };
}

describe('the IPC contract', () => {
  it('listens on every renderer-to-main channel', () => {
    expect([...setUp().listeners.keys()].sort()).toEqual(['cadence:accept-update', 'cadence:install-update', 'cadence:open-external']);
  });

  it('handles a well-formed message from the app window', () => {
    const { emit, handlers, onReject } = setUp();
    emit('cadence:open-external', { url: `${ORIGIN}/forgot-password` });
    expect(handlers.openExternal).toHaveBeenCalledWith({ url: `${ORIGIN}/forgot-password` });
    expect(onReject).not.toHaveBeenCalled();
  });

  it.each([
    ['another webContents', { sender: { id: 99 } }],
    ['a subframe', { senderFrame: { url: `${ORIGIN}/`, parent: {} } }],
    ['a page of another origin', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('rejects a message from %s', (_name, event) => {
    const { emit, handlers, onReject } = setUp();
    emit('cadence:install-update', {}, event);
    expect(handlers.installUpdate).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith({ channel: 'cadence:install-update', reason: 'sender' });
  });

  it.each([
    ['no payload', undefined],
    ['a number for the url', { url: 42 }],
    ['an extra field', { url: `${ORIGIN}/forgot-password`, shell: true }],
    ['an over-long url', { url: `${ORIGIN}/${'a'.repeat(3000)}` }],
  ])('rejects a malformed payload: %s', (_name, payload) => {
    const { emit, handlers, onReject } = setUp();
    emit('cadence:open-external', payload);
    expect(handlers.openExternal).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith({ channel: 'cadence:open-external', reason: 'payload' });
  });

  it('sends only what the contract allows to the renderer', () => {
    const send = vi.fn();
    sendToRenderer({ send }, 'updaterState', { status: 'available', version: '2.0.0' });
    expect(send).toHaveBeenCalledWith('cadence:updater-state', { status: 'available', version: '2.0.0' });
    expect(() => sendToRenderer({ send }, 'navigate', { path: 'https://evil.example/' })).toThrow();
    sendToRenderer({ send, isDestroyed: () => true }, 'togglePlay', {});
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes the shell info to the preload as an argument, and ignores a malformed one', () => {
    const info = { version: '1.2.3', playerEngineVersion: 'web-audio-1', platform: 'linux' };
    expect(readInfoArgument(['electron', infoArgument(info)])).toEqual(info);
    expect(readInfoArgument(['--cadence-info=%7Bnope'])).toBeNull();
    expect(readInfoArgument([])).toBeNull();
  });
});
