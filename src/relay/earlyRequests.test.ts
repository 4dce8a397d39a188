import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreloadableConcreteRequest, OperationType } from 'relay-runtime';
import { EARLY_RESPONSE_TTL_MS, sendEarlyQuery, takeEarlyResponse } from './earlyRequests';
import { fakeSession, jsonResponse } from './testFakes';

const zoneList: PreloadableConcreteRequest<OperationType> = {
  kind: 'PreloadableConcreteRequest',
  params: { id: 'zone-list-hash', metadata: {}, name: 'ZoneListPageQuery', operationKind: 'query', text: null },
};
const NOW = 1_000_000;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const send = (variables: Record<string, unknown>, now = NOW) => sendEarlyQuery({ session: fakeSession(), fetch: fetchMock, origin: 'https://cadence.test/' }, zoneList, variables, now);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ data: {} }));
});

afterEach(() => {
  // Nothing sent by one test is left for the next.
  takeEarlyResponse(zoneList.params.id, {}, Number.MAX_SAFE_INTEGER);
});

describe('a query sent before Relay loads', () => {
  it('posts the persisted id with the session token to the control endpoint, as the network would', () => {
    send({ accountId: 'A1', first: 50 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://cadence.test/lucy/control?op=ZoneListPageQuery');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', headers: { authorization: 'Bearer token-1', 'content-type': 'application/json' } });
    expect(JSON.parse(init!.body as string)).toEqual({ extensions: { persistedQuery: { version: 1, sha256Hash: 'zone-list-hash' } }, variables: { accountId: 'A1', first: 50 }, operationName: 'ZoneListPageQuery' });
  });

  it("is taken by the same query with Relay's variables: other key order, missing ones as null", async () => {
    send({ accountId: 'A1', first: 50, filters: [{ state: { eq: 'ERROR' } }] });
    const response = takeEarlyResponse('zone-list-hash', { after: null, accountId: 'A1', filters: [{ state: { eq: 'ERROR' } }], first: 50 }, NOW + 10);
    expect(response).toBe(fetchMock.mock.results[0]!.value);
    expect(await (await response!).json()).toEqual({ data: {} });
  });

  it('is taken once', () => {
    send({ accountId: 'A1' });
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A1' }, NOW)).toBeDefined();
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A1' }, NOW)).toBeUndefined();
  });

  it('is not taken by other variables or another operation', () => {
    send({ accountId: 'A1', first: 50 });
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A2', first: 50 }, NOW)).toBeUndefined();
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A1', first: 20 }, NOW)).toBeUndefined();
    expect(takeEarlyResponse('other-hash', { accountId: 'A1', first: 50 }, NOW)).toBeUndefined();
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A1', first: 50 }, NOW)).toBeDefined();
  });

  it('is dropped when nobody took it in time', () => {
    send({ accountId: 'A1' });
    expect(takeEarlyResponse('zone-list-hash', { accountId: 'A1' }, NOW + EARLY_RESPONSE_TTL_MS + 1)).toBeUndefined();
  });

  it('leaves no unhandled rejection when the network fails and nobody takes it', async () => {
    const failure = Promise.reject(new TypeError('Failed to fetch'));
    fetchMock.mockReturnValue(failure);
    send({ accountId: 'A1' });
    await expect(failure).rejects.toThrow('Failed to fetch');
  });
});
