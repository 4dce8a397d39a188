import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientWith, fakeSession, json, scriptedFetch, sentRequest } from '../testing/fakes';
import { isRetryableStatus, retryAfterMs, retryIdempotent } from './retryIdempotent';

const account = { params: { path: { accountId: 'a1' } } } as const;
const serverError = () => json({ error: 'server_error', message: 'boom' }, 500);

afterEach(() => vi.useRealTimers());

describe('isRetryableStatus', () => {
  it('retries 408, 429 and every 5xx, nothing else', () => {
    expect([408, 429, 500, 502, 503, 504, 520, 524].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null, 0)).toBeUndefined();
    expect(retryAfterMs('soon', 0)).toBeUndefined();
  });
});

describe('retryIdempotent', () => {
  it('retries a GET once after a server error and answers with the second response', async () => {
    const fetch = scriptedFetch(serverError(), json({ id: 'a1' }));
    const { data, response } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(200);
    expect(data).toEqual({ id: 'a1' });
    expect(sentRequest(fetch, 1).url).toBe(sentRequest(fetch, 0).url);
  });

  it('retries only once', async () => {
    const fetch = scriptedFetch(serverError(), json({ error: 'unavailable', message: 'down' }, 503));
    const { response } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(503);
  });

  it('retries a HEAD and a 408', async () => {
    const fetch = scriptedFetch(new Response(null, { status: 408 }), new Response(null, { status: 200 }));
    // The contract has no HEAD operation; the middleware treats any HEAD alike.
    const client = clientWith(fetch, retryIdempotent(fakeSession())) as unknown as { HEAD: (path: string) => Promise<{ response: Response }> };
    const { response } = await client.HEAD('/api/accounts/a1');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(200);
  });

  it('does not retry other methods', async () => {
    const fetch = scriptedFetch(serverError(), json({}));
    await clientWith(fetch, retryIdempotent(fakeSession())).POST('/api/accounts/{accountId}/activate', account);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry answers a second try cannot change', async () => {
    const fetch = scriptedFetch(json({ error: 'not_found', message: 'Account not found' }, 404), json({}));
    const { response } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(404);
  });

  it('retries a GET that got no answer', async () => {
    const fetch = scriptedFetch(new TypeError('Failed to fetch'), json({ id: 'a1' }));
    const { data } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(data).toEqual({ id: 'a1' });
  });

  it('does not retry again on the answer to a retry after no answer', async () => {
    const fetch = scriptedFetch(new TypeError('Failed to fetch'), serverError(), json({ id: 'a1' }));
    const { response } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(500);
  });

  it('rejects with the second failure when the retry gets no answer either', async () => {
    const fetch = scriptedFetch(new TypeError('Failed to fetch'), new TypeError('Load failed'));
    await expect(clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account)).rejects.toThrow('Load failed');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the first answer when the retry gets no answer', async () => {
    const fetch = scriptedFetch(serverError(), new TypeError('Failed to fetch'));
    const { response, error } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(response.status).toBe(500);
    expect(error).toEqual({ error: 'server_error', message: 'boom' });
  });

  it('does not retry an aborted call', async () => {
    const fetch = scriptedFetch(new DOMException('The operation was aborted.', 'AbortError'), json({}));
    await expect(clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 1500],
    [false, 3000],
  ])('waits the rate-limit delay before retrying a 429 (logged in: %s, %i ms)', async (loggedIn, delay) => {
    vi.useFakeTimers();
    const fetch = scriptedFetch(json({ error: 'rate_limited', message: 'Too many requests' }, 429), json({ id: 'a1' }));
    const call = clientWith(fetch, retryIdempotent(fakeSession({ isLoggedIn: () => loggedIn }))).GET('/api/accounts/{accountId}', account);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 429 whose Retry-After asks for longer than the delay', async () => {
    const fetch = scriptedFetch(json({ error: 'rate_limited', message: 'Too many requests' }, 429, { 'Retry-After': '30' }), json({}));
    const { response } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(response.status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
