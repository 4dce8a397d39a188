// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOperationDescriptor } from 'relay-runtime';
import type { CacheConfig, Environment } from 'relay-runtime';
import LoginUserMutation from '../__generated__/LoginUserMutation.graphql';
import CreatePlaybackClientMutation from '../player/__generated__/CreatePlaybackClientMutation.graphql';
import PlayerStateSubscription from '../player/__generated__/PlayerStateSubscription.graphql';
import { TRACKING_ID, graphqlUserAgent } from '../app/clientInfo';
import { QUERY_CACHE_TTL_MS, createControlEnvironment, createPlaybackEnvironment, disposeEnvironment, restartEnvironmentLiveConnection } from './environment';
import type { EnvironmentOptions } from './environment';
import { STORE_CACHE_DEBOUNCE_MS, storeCacheKey } from './storeCache';
import { fakeSession, jsonResponse } from './testFakes';

const LOGIN = { data: { loginUser: { userId: 'U1', token: 'token-new', refreshToken: 'refresh', expiresAt: '2030-01-01T00:00:00Z', supportChatHash: 'hash' } } };
const identity = { client: 'cadence-business-web', version: '1.2.3', commit: 'abc123', dev: false };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function options(overrides: Partial<EnvironmentOptions> = {}): EnvironmentOptions {
  return { session: fakeSession(), fetch: fetchMock, origin: 'https://cadence.test', identity, storage: sessionStorage, commit: 'abc123', ...overrides };
}

const loginOperation = (cacheConfig?: CacheConfig) => createOperationDescriptor(LoginUserMutation, { input: { email: 'owner@cadence.test', password: 'secret' } }, cacheConfig);

function login(environment: Environment, cacheConfig?: CacheConfig) {
  return environment.executeMutation({ operation: loginOperation(cacheConfig) }).toPromise();
}

const environments: Environment[] = [];
function track(environment: Environment): Environment {
  environments.push(environment);
  return environment;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(LOGIN));
});

afterEach(() => {
  for (const environment of environments.splice(0)) disposeEnvironment(environment);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createControlEnvironment', () => {
  it('sends operations by persisted id to /lucy/control with the identity headers, and stores the result', async () => {
    const environment = track(createControlEnvironment(options()));
    await login(environment);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://cadence.test/lucy/control?op=LoginUserMutation');
    expect(JSON.parse(init!.body as string)).toMatchObject({ extensions: { persistedQuery: { version: 1, sha256Hash: LoginUserMutation.params.id } }, operationName: 'LoginUserMutation' });
    expect(init!.headers).toMatchObject({ 'x-tracking-id': TRACKING_ID, 'x-user-agent': graphqlUserAgent(identity) });
    // Signing in authenticates by its input, never by a (possibly expired) bearer token.
    expect(init!.headers).not.toHaveProperty('authorization');
    const snapshot = environment.lookup(loginOperation().fragment);
    expect(snapshot.data).toMatchObject({ loginUser: { userId: 'U1', token: 'token-new' } });
  });

  it('defaults to the global fetch and the page origin', async () => {
    vi.stubGlobal('fetch', fetchMock);
    const environment = track(createControlEnvironment({ session: fakeSession(), storage: null }));
    await login(environment);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${location.origin}/lucy/control?op=LoginUserMutation`);
  });

  it('keeps query data fresh for 10 minutes', async () => {
    expect(QUERY_CACHE_TTL_MS).toBe(600_000);
    const environment = track(createControlEnvironment(options()));
    const operation = loginOperation();
    environment.retain(operation);
    await environment.execute({ operation }).toPromise();
    vi.advanceTimersByTime(QUERY_CACHE_TTL_MS - 1);
    expect(environment.check(operation).status).toBe('available');
    vi.advanceTimersByTime(1);
    expect(environment.check(operation).status).toBe('stale');
  });

  it('warns about UNAUTHENTICATED on login instead of reporting it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ errors: [{ message: 'Wrong email or password', extensions: { code: 'UNAUTHENTICATED' } }] }, { status: 401 }));
    const environment = track(createControlEnvironment(options()));
    await expect(login(environment, { metadata: { report: true } })).rejects.toMatchObject({ expected: true, code: 'UNAUTHENTICATED' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('reports failures of operations that ask, to console.error by default or to onReport', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }));
    const reported = track(createControlEnvironment(options()));
    const failure = await login(reported, { metadata: { report: true } }).catch((error: unknown) => error);
    expect(consoleError).toHaveBeenCalledWith(failure);
    const onReport = vi.fn();
    const hooked = track(createControlEnvironment(options({ onReport })));
    await login(hooked, { metadata: { report: true } }).catch(() => undefined);
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('createPlaybackEnvironment', () => {
  it('sends operations to /lucy/playback with the playback session token', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { createPlaybackClient: { token: 'playback', clientId: 'C1' } } }));
    const environment = track(createPlaybackEnvironment(options({ session: fakeSession({ token: 'playback-token' }) })));
    const operation = createOperationDescriptor(CreatePlaybackClientMutation, { input: { soundZoneId: 'Z1', name: 'Web player', description: 'Chrome' } });
    await environment.executeMutation({ operation }).toPromise();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://cadence.test/lucy/playback?op=CreatePlaybackClientMutation');
    expect(init!.headers).toMatchObject({ authorization: 'Bearer playback-token' });
  });
});

describe('restartEnvironmentLiveConnection', () => {
  /** A socket graphql-ws opens; the test opens it. */
  class FakeWebSocket {
    static CONNECTING = 0;
    static OPEN = 1;
    static CLOSING = 2;
    static CLOSED = 3;
    static opened: FakeWebSocket[] = [];
    readyState = 0;
    protocol = 'graphql-transport-ws';
    onopen: (() => void) | null = null;
    onclose: ((event: { code: number; reason: string }) => void) | null = null;
    onerror: (() => void) | null = null;
    onmessage: (() => void) | null = null;
    close = vi.fn();
    send = vi.fn();
    constructor() {
      FakeWebSocket.opened.push(this);
    }
  }

  it('closes the open websocket with 4205 so that it reconnects with the session current token, and does nothing before one opens', () => {
    const environment = track(createPlaybackEnvironment(options({ session: fakeSession({ token: 'playback-token' }), webSocketImpl: FakeWebSocket })));
    restartEnvironmentLiveConnection(environment);
    const operation = createOperationDescriptor(PlayerStateSubscription, { input: {} });
    const subscription = environment.execute({ operation }).subscribe({});
    const socket = FakeWebSocket.opened.at(-1)!;
    socket.readyState = 1;
    socket.onopen?.();
    restartEnvironmentLiveConnection(environment);
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client Restart');
    subscription.unsubscribe();
  });
});

describe('persisted store', () => {
  it('writes the store 2 s after a change and restores it in the next environment of the same commit', async () => {
    const first = track(createControlEnvironment(options()));
    await login(first);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    const stored = JSON.parse(sessionStorage.getItem(storeCacheKey('control'))!);
    expect(stored.version).toBe('control@abc123');

    const second = track(createControlEnvironment(options()));
    expect(second.lookup(loginOperation().fragment).data).toMatchObject({ loginUser: { userId: 'U1' } });
  });

  it('starts empty and purges the copy of another commit', async () => {
    const first = track(createControlEnvironment(options({ commit: 'old' })));
    await login(first);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    const second = track(createControlEnvironment(options()));
    expect(second.lookup(loginOperation().fragment).data).toEqual({ loginUser: undefined });
    expect(sessionStorage.getItem(storeCacheKey('control'))).toBeNull();
  });

  it('writes nothing after the environment is disposed, or when storage is null', async () => {
    const disposed = createControlEnvironment(options());
    await login(disposed);
    disposeEnvironment(disposed);
    const unstored = track(createControlEnvironment(options({ storage: null })));
    await login(unstored);
    await vi.advanceTimersByTimeAsync(STORE_CACHE_DEBOUNCE_MS);
    expect(sessionStorage.length).toBe(0);
  });
});
