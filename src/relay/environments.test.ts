// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperationDescriptor } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import LoginUserMutation from '../__generated__/LoginUserMutation.graphql';
import CreatePlaybackClientMutation from '../player/__generated__/CreatePlaybackClientMutation.graphql';
import { currentEnvironments, getControlEnvironment, getPlaybackEnvironment, resetEnvironments, subscribeEnvironments } from './environments';
import { configureEnvironments } from './environmentsConfig';
import type { EnvironmentsConfig } from './environmentsConfig';
import { STORE_CACHE_DEBOUNCE_MS, storeCacheKey } from './storeCache';
import { fakeSession, jsonResponse } from './testFakes';

const LOGIN = { data: { loginUser: { userId: 'U1', token: 't', refreshToken: 'r', expiresAt: '2030-01-01T00:00:00Z', supportChatHash: 'h' } } };
const operation = createOperationDescriptor(LoginUserMutation, { input: { email: 'owner@cadence.test', password: 'secret' } });
const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(LOGIN));

const run = (environment: Environment) => environment.executeMutation({ operation }).toPromise();

function configured(config: EnvironmentsConfig) {
  configureEnvironments(config);
  return currentEnvironments();
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  fetchMock.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('environments', () => {
  it('must be configured before use', () => {
    expect(() => currentEnvironments()).toThrow('configureEnvironments');
    expect(() => resetEnvironments()).toThrow('configureEnvironments');
  });

  it('are created once, when first asked for, and anew for a new configuration', () => {
    const config: EnvironmentsConfig = { control: { session: fakeSession(), fetch: fetchMock, storage: null }, playback: { session: fakeSession(), fetch: fetchMock, storage: null } };
    configureEnvironments(config);
    const first = currentEnvironments();
    expect(currentEnvironments()).toBe(first);
    expect(getControlEnvironment()).toBe(first.control);
    configureEnvironments({ ...config });
    expect(currentEnvironments()).not.toBe(first);
  });

  it('creates the control and playback environments with their own sessions', async () => {
    const pair = configured({
      control: { session: fakeSession({ token: 'user-token' }), fetch: fetchMock, origin: 'https://cadence.test' },
      playback: { session: fakeSession({ token: 'playback-token' }), fetch: fetchMock, origin: 'https://cadence.test' },
    });
    expect(getControlEnvironment()).toBe(pair.control);
    expect(getPlaybackEnvironment()).toBe(pair.playback);
    const playbackClient = createOperationDescriptor(CreatePlaybackClientMutation, { input: { soundZoneId: 'Z1', name: 'Web player', description: 'Chrome' } });
    fetchMock.mockImplementation(async () => jsonResponse({ data: { createPlaybackClient: { token: 'p', clientId: 'C1' } } }));
    await pair.control.executeMutation({ operation: playbackClient }).toPromise();
    await pair.playback.executeMutation({ operation: playbackClient }).toPromise();
    fetchMock.mockImplementation(async () => jsonResponse(LOGIN));
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, (init!.headers as Record<string, string>).authorization]);
    expect(calls).toEqual([
      ['https://cadence.test/lucy/control?op=CreatePlaybackClientMutation', 'Bearer user-token'],
      ['https://cadence.test/lucy/playback?op=CreatePlaybackClientMutation', 'Bearer playback-token'],
    ]);
  });

  it('resets to new, empty environments and drops the stored stores', async () => {
    const before = configured({ control: { session: fakeSession(), fetch: fetchMock }, playback: { session: fakeSession(), fetch: fetchMock } });
    await run(before.control);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(sessionStorage.getItem(storeCacheKey('control'))).not.toBeNull();
    await run(before.control);

    const listener = vi.fn();
    const unsubscribe = subscribeEnvironments(listener);
    const after = resetEnvironments();
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(after.control).not.toBe(before.control);
    expect(after.playback).not.toBe(before.playback);
    expect(currentEnvironments()).toBe(after);
    expect(after.control.lookup(operation.fragment).data).toEqual({ loginUser: undefined });
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();

    unsubscribe();
    resetEnvironments();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
