import { describe, expect, it } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import LoginUserMutation from '../__generated__/LoginUserMutation.graphql';
import persistedOperations from '../__generated__/persisted-operations.json';
import { newTraceId, operationHeaders, operationPayload, operationUrl, traceparent, websocketUrl } from './operationRequest';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

describe('operationUrl and websocketUrl (DECISIONS.md)', () => {
  it('posts to /lucy/control?op={operationName} or /lucy/playback', () => {
    expect(operationUrl('', 'control', 'ZonesPageQuery')).toBe('/lucy/control?op=ZonesPageQuery');
    expect(operationUrl('https://cadence.test/', 'playback', 'CreatePlaybackClientMutation')).toBe('https://cadence.test/lucy/playback?op=CreatePlaybackClientMutation');
  });

  it('opens ws: or wss: sockets at /ws of the endpoint', () => {
    expect(websocketUrl('https://cadence.test', 'control')).toBe('wss://cadence.test/lucy/control/ws');
    expect(websocketUrl('http://localhost:8080', 'playback')).toBe('ws://localhost:8080/lucy/playback/ws');
  });
});

describe('operationPayload', () => {
  it('sends a persisted operation by its id, as the compiler listed it', () => {
    const { params } = LoginUserMutation;
    expect(params.id).not.toBeNull();
    expect(Object.keys(persistedOperations)).toContain(params.id);
    expect(operationPayload(params, { input: { email: 'a@b.c' } })).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: params.id } },
      variables: { input: { email: 'a@b.c' } },
      operationName: 'LoginUserMutation',
    });
  });

  it('sends the text when there is no id', () => {
    const params: RequestParameters = { id: null, cacheID: 'c', text: 'query ZonesPageQuery { viewer { id } }', name: 'ZonesPageQuery', operationKind: 'query', metadata: {} };
    expect(operationPayload(params, { first: 5 })).toEqual({ query: 'query ZonesPageQuery { viewer { id } }', variables: { first: 5 }, operationName: 'ZonesPageQuery' });
  });

  it('refuses an operation with neither', () => {
    const params: RequestParameters = { id: null, cacheID: 'c', text: null, name: 'ZonesPageQuery', operationKind: 'query', metadata: {} };
    expect(() => operationPayload(params, {})).toThrow('GQL: Operation ZonesPageQuery has neither an id nor a text');
  });
});

describe('operationHeaders (core.md 7)', () => {
  const values = { token: 'secret', trackingId: 'tracking-1', traceId: newTraceId(), userAgent: 'cadence-business-web/1.0.0 (Commit; abc)' };

  it('sends the bearer token, tracking id, traceparent and GraphQL User-Agent', () => {
    const headers = operationHeaders(values);
    expect(headers).toMatchObject({
      authorization: 'Bearer secret',
      'x-tracking-id': 'tracking-1',
      'x-user-agent': 'cadence-business-web/1.0.0 (Commit; abc)',
      'content-type': 'application/json',
    });
    expect(headers.traceparent).toMatch(TRACEPARENT);
    expect(TRACEPARENT.exec(headers.traceparent!)![1]).toBe(values.traceId);
  });

  it('sends no authorization without a token', () => {
    expect(operationHeaders({ ...values, token: undefined })).not.toHaveProperty('authorization');
  });

  it('draws a fresh span id for every request of the same trace', () => {
    const spans = new Set(Array.from({ length: 20 }, () => TRACEPARENT.exec(traceparent(values.traceId))![2]));
    expect(spans.size).toBe(20);
    expect(newTraceId()).not.toBe(newTraceId());
    expect(newTraceId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
