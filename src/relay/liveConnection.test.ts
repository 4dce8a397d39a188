// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client, ClientOptions, Sink } from 'graphql-ws';
import type { GraphQLResponse, Observable, RequestParameters } from 'relay-runtime';
import { AppError } from '../errors/AppError';
import {
  LIVE_CONNECTION_ACK_TIMEOUT_MS,
  LIVE_KEEP_ALIVE_MS,
  LIVE_PONG_TIMEOUT_MS,
  createSubscribeFunction,
  liveClientOptions,
  liveFailureToAppError,
  shouldRetryLiveConnection,
} from './liveConnection';
import { operationPolicy } from './operationMetadata';
import { fakeSession } from './testFakes';

const URL = 'wss://cadence.test/lucy/control/ws';

function fakeSocket(readyState = 1) {
  return { readyState, close: vi.fn<(code: number, reason: string) => void>() };
}

function build(session = fakeSession()) {
  const { options, restart } = liveClientOptions({ url: URL, session, random: () => 0.5 });
  const on = options.on as Required<NonNullable<ClientOptions['on']>>;
  return { options, restart, on, session };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('graphql-ws options (core.md 8, 9)', () => {
  it('keeps alive every 10 s and waits 10 s for the connection ack', () => {
    const { options } = build();
    expect(LIVE_KEEP_ALIVE_MS).toBe(10_000);
    expect(LIVE_CONNECTION_ACK_TIMEOUT_MS).toBe(10_000);
    expect(options).toMatchObject({ url: URL, keepAlive: 10_000, connectionAckWaitTimeout: 10_000 });
  });

  it('retries forever', () => {
    expect(build().options.retryAttempts).toBe(Infinity);
  });

  it('sends the session token as Authorization in the connection parameters, read at connect time', async () => {
    const { options, session } = build();
    const params = options.connectionParams as () => Record<string, string>;
    expect(params()).toEqual({ Authorization: 'Bearer token-1' });
    session.adoptIssuedToken('token-9');
    expect(params()).toEqual({ Authorization: 'Bearer token-9' });
  });

  it('sends no Authorization without a token', () => {
    const { options } = build(fakeSession({ token: null, loggedIn: false }));
    expect((options.connectionParams as () => Record<string, string>)()).toEqual({});
  });

  it.each([4499, 4400, 4401, 4406, 4429])('does not reconnect after close code %i', (code) => {
    expect(shouldRetryLiveConnection({ code, reason: 'x' })).toBe(false);
  });

  it.each([1000, 1001, 1006, 4205, 4408, 4500, 4504])('reconnects after close code %i', (code) => {
    expect(shouldRetryLiveConnection({ code, reason: 'x' })).toBe(true);
  });

  it('reconnects after a socket error event', () => {
    expect(shouldRetryLiveConnection(new Event('error'))).toBe(true);
    expect(build().options.shouldRetry).toBe(shouldRetryLiveConnection);
  });

  it.each([
    [0, 1000],
    [1, 1000],
    [2, 2000],
    [3, 3000],
    [4, 5000],
    [10, 30_000],
  ])('waits the Fibonacci back-off before reconnect %i (%i ms at the jitter midpoint)', async (retries, wait) => {
    const { options } = build();
    let waited = false;
    void options.retryWait!(retries).then(() => {
      waited = true;
    });
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
  });
});

describe('pong timeout', () => {
  it('closes with 4408 Request Timeout when a ping gets no pong within 5 s', async () => {
    const { on } = build();
    const socket = fakeSocket();
    on.opened(socket);
    on.ping(false, undefined);
    await vi.advanceTimersByTimeAsync(LIVE_PONG_TIMEOUT_MS - 1);
    expect(socket.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(LIVE_PONG_TIMEOUT_MS).toBe(5000);
    expect(socket.close).toHaveBeenCalledWith(4408, 'Request Timeout');
  });

  it('keeps the connection when the pong arrives', async () => {
    const { on } = build();
    const socket = fakeSocket();
    on.opened(socket);
    on.ping(false, undefined);
    await vi.advanceTimersByTimeAsync(4000);
    on.pong(true, undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('does not time out on the pings the server sends', async () => {
    const { on } = build();
    const socket = fakeSocket();
    on.opened(socket);
    on.ping(true, undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('forgets the timer when the socket closes', async () => {
    const { on } = build();
    const socket = fakeSocket();
    on.opened(socket);
    on.ping(false, undefined);
    on.closed(new CloseEvent('close', { code: 1006 }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.close).not.toHaveBeenCalled();
  });
});

describe('restart', () => {
  it("closes the open socket with 4205 'Client Restart'", () => {
    const { on, restart } = build();
    const socket = fakeSocket();
    on.opened(socket);
    restart();
    expect(socket.close).toHaveBeenCalledWith(4205, 'Client Restart');
  });

  it('leaves a socket that is not open (it reads the token when it opens)', () => {
    const { on, restart } = build();
    const connecting = fakeSocket(0);
    on.opened(connecting);
    restart();
    expect(connecting.close).not.toHaveBeenCalled();
  });

  it('does nothing without a socket', () => {
    const { on, restart } = build();
    const socket = fakeSocket();
    on.opened(socket);
    on.closed(new CloseEvent('close', { code: 1000 }));
    restart();
    expect(socket.close).not.toHaveBeenCalled();
  });
});

describe('liveFailureToAppError', () => {
  const policy = operationPolicy('ZoneUpdatedSubscription', {});

  it.each([
    [4401, 'unauthorized', 401],
    [4403, 'forbidden', 403],
    [4429, 'rateLimited', 429],
    [4400, 'badRequest', 400],
    [4406, 'client', 406],
  ])('maps close code %i to %s', (code, kind, status) => {
    expect(liveFailureToAppError({ code, reason: 'Closed' }, 'GraphQL ZoneUpdatedSubscription', policy)).toMatchObject({ kind, status, message: `Websocket closed: ${code} Closed` });
  });

  it('calls other closes and socket errors offline', () => {
    expect(liveFailureToAppError({ code: 1006, reason: '' }, 'op', policy)).toMatchObject({ kind: 'offline', message: 'Websocket closed: 1006' });
    expect(liveFailureToAppError(new Event('error'), 'op', policy)).toMatchObject({ kind: 'offline', message: 'Websocket error' });
  });

  it('maps the GraphQL errors of a refused subscription', () => {
    const error = liveFailureToAppError([{ message: 'Sound zone not found', extensions: { code: 'NOT_FOUND' } }], 'op', policy);
    expect(error).toMatchObject({ kind: 'notFound', status: 404, code: 'NOT_FOUND' });
  });
});

describe('createSubscribeFunction', () => {
  const params: RequestParameters = { id: 'zone-hash', text: null, name: 'ZoneUpdatedSubscription', operationKind: 'subscription', metadata: {} };

  function fakeClient() {
    let sink: Sink<unknown> | undefined;
    const dispose = vi.fn();
    const subscribe = vi.fn((_payload: unknown, given: Sink<unknown>) => {
      sink = given;
      return dispose;
    });
    return { client: { subscribe } as unknown as Client, subscribe, dispose, sink: () => sink! };
  }

  function start(client: Client, onReport = vi.fn()) {
    const next = vi.fn();
    const error = vi.fn();
    const observable = createSubscribeFunction(() => client, onReport)(params, { zoneId: 'Z1' }, { metadata: { report: true } }) as Observable<GraphQLResponse>;
    const subscription = observable.subscribe({ next, error });
    return { next, error, subscription, onReport };
  }

  it('subscribes with the persisted id and an empty query', () => {
    const fake = fakeClient();
    start(fake.client);
    expect(fake.subscribe.mock.calls[0]![0]).toEqual({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: 'zone-hash' } }, variables: { zoneId: 'Z1' }, operationName: 'ZoneUpdatedSubscription' });
  });

  it('passes events to Relay and unsubscribes with it', () => {
    const fake = fakeClient();
    const { next, subscription } = start(fake.client);
    fake.sink().next({ data: { zoneUpdated: { id: 'Z1' } } });
    expect(next).toHaveBeenCalledWith({ data: { zoneUpdated: { id: 'Z1' } } });
    subscription.unsubscribe();
    expect(fake.dispose).toHaveBeenCalled();
  });

  it('fails with an AppError on an event with errors and no data, and reports it when asked', () => {
    const fake = fakeClient();
    const { error, onReport } = start(fake.client);
    fake.sink().next({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
    expect(error.mock.calls[0]![0]).toBeInstanceOf(AppError);
    expect(error.mock.calls[0]![0]).toMatchObject({ kind: 'forbidden', operation: 'GraphQL ZoneUpdatedSubscription' });
    expect(onReport).toHaveBeenCalledWith(error.mock.calls[0]![0]);
  });

  it('fails with an AppError when the connection closes for good', () => {
    const fake = fakeClient();
    const { error } = start(fake.client);
    fake.sink().error({ code: 4401, reason: 'Unauthorized' });
    expect(error.mock.calls[0]![0]).toMatchObject({ kind: 'unauthorized', status: 401 });
  });
});
