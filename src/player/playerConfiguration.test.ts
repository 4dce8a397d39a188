import { describe, expect, it, vi } from 'vitest';
import type { SessionPort } from '../session/sessionPort';
import { createPlaybackSessionPort } from './playbackSession';
import { createWebPlayerStore, reconcileConfiguration } from './playerConfiguration';

const token = { token: 'playback-token', clientId: '1764070000000-x1', zoneId: 'zone-1', zoneName: 'Lobby' };

describe('player configuration', () => {
  it('creates a web configuration when a token comes and none exists, and removes it when the token goes', () => {
    const store = createWebPlayerStore();
    store.storeToken(token);
    expect(store.getState().configuration).toEqual({ kind: 'web', clientId: '1764070000000-x1', playbackToken: 'playback-token' });
    store.clearToken();
    expect(store.getState().configuration).toBeNull();
  });

  it('leaves a local or remote configuration alone', () => {
    expect(reconcileConfiguration({ configuration: { kind: 'remote', zoneId: 'zone-2' }, playbackToken: token }).configuration).toEqual({ kind: 'remote', zoneId: 'zone-2' });
    expect(reconcileConfiguration({ configuration: { kind: 'local' }, playbackToken: null }).configuration).toEqual({ kind: 'local' });
  });

  it('tells the lost-session listeners while the token is still there, then clears configuration and token', () => {
    const store = createWebPlayerStore();
    store.storeToken(token);
    const seen = vi.fn(() => store.getState().playbackToken);
    store.onSessionLost(seen);
    store.loseSession();
    expect(seen).toHaveReturnedWith(token);
    expect(store.getState()).toEqual({ configuration: null, playbackToken: null });
  });
});

describe('playback session port', () => {
  const user = (): SessionPort => ({ token: () => 'user-token', isLoggedIn: () => true, refresh: vi.fn(async () => 'user-token-2'), adoptIssuedToken: vi.fn(), authFailed: vi.fn() });

  it('speaks for the signed-in user while this tab holds no playback token', async () => {
    const store = createWebPlayerStore();
    const session = user();
    const port = createPlaybackSessionPort(store, session);
    expect(port.token()).toBe('user-token');
    await expect(port.refresh()).resolves.toBe('user-token-2');
    port.adoptIssuedToken('issued');
    port.authFailed();
    expect(session.adoptIssuedToken).toHaveBeenCalledWith('issued');
    expect(session.authFailed).toHaveBeenCalled();
  });

  it('sends the playback token while it is held; a refusal cannot be refreshed and loses the session, not the user', async () => {
    const store = createWebPlayerStore();
    const session = user();
    const port = createPlaybackSessionPort(store, session);
    store.storeToken(token);
    expect(port.token()).toBe('playback-token');
    expect(port.isLoggedIn()).toBe(true);
    await expect(port.refresh()).resolves.toBeUndefined();
    port.adoptIssuedToken('issued');
    const lost = vi.fn();
    store.onSessionLost(lost);
    port.authFailed();
    expect(lost).toHaveBeenCalled();
    expect(session.refresh).not.toHaveBeenCalled();
    expect(session.adoptIssuedToken).not.toHaveBeenCalled();
    expect(session.authFailed).not.toHaveBeenCalled();
    expect(store.getState().playbackToken).toBeNull();
  });
});
