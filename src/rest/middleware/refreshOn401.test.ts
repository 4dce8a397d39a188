import { describe, expect, it, vi } from 'vitest';
import { clientWith, fakeSession, json, scriptedFetch, sentRequest } from '../testing/fakes';
import { bearerToken } from './bearerToken';
import { refreshOn401, sharedRefresh } from './refreshOn401';

const account = { params: { path: { accountId: 'a1' } } } as const;
const unauthorized = () => json({ error: 'unauthorized', message: 'Token expired' }, 401, { 'www-authenticate': 'Bearer error="invalid_token", error_description="Token expired"' });

/** A session whose token changes when it refreshes, as the real one does. */
function refreshingSession(newToken = 'token-2') {
  let token: string | undefined = 'token-1';
  return fakeSession({
    token: vi.fn(() => token),
    refresh: vi.fn(async () => {
      token = newToken;
      return newToken;
    }),
  });
}

function client(session: ReturnType<typeof fakeSession>, fetch: ReturnType<typeof scriptedFetch>) {
  return clientWith(fetch, bearerToken(session), refreshOn401(session, sharedRefresh(session)));
}

describe('refreshOn401', () => {
  it('refreshes the token and sends the call again with the new one', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch(unauthorized(), json({ id: 'a1' }));
    const { data } = await client(session, fetch).GET('/api/accounts/{accountId}', account);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetch, 0).headers.get('Authorization')).toBe('Bearer token-1');
    expect(sentRequest(fetch, 1).headers.get('Authorization')).toBe('Bearer token-2');
    expect(data).toEqual({ id: 'a1' });
  });

  it('sends the body again when it retries a call that has one', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch(unauthorized(), json({}));
    await client(session, fetch).PUT('/api/accounts/{accountId}', { ...account, body: { business_name: 'Café Nord' } });
    expect(await sentRequest(fetch, 1).json()).toEqual({ business_name: 'Café Nord' });
  });

  it('leaves a 401 about the request’s own credentials (no invalid_token) to the caller', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch(json({ error: 'unauthorized', message: 'Wrong password' }, 401));
    const { response } = await client(session, fetch).PUT('/api/users/{userId}/password', { params: { path: { userId: 'u1' } }, body: { old_password: 'wrong-one', password: 'new-password' } });
    expect(response.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('retries only once', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch(unauthorized());
    const { response } = await client(session, fetch).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(401);
  });

  it('lets the 401 stand when the refresh brings no token', async () => {
    const session = fakeSession({ refresh: vi.fn(async () => undefined) });
    const fetch = scriptedFetch(unauthorized());
    const { response } = await client(session, fetch).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(401);
  });

  it('lets the 401 stand when the refresh fails', async () => {
    const session = fakeSession({ refresh: vi.fn(async () => Promise.reject(new Error('UNAUTHENTICATED'))) });
    const fetch = scriptedFetch(unauthorized());
    const { response } = await client(session, fetch).GET('/api/accounts/{accountId}', account);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(401);
  });

  it('does not refresh for a call sent without the session token', async () => {
    const session = fakeSession({ token: () => undefined });
    const fetch = scriptedFetch(unauthorized());
    await client(session, fetch).POST('/auth/login', { body: { email: 'owner@cadence.test', password: 'wrong' } });
    await client(fakeSession(), fetch).GET('/api/accounts/{accountId}', { ...account, headers: { Authorization: 'Bearer other' } });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one refresh between calls failing together', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch((request) => (request.headers.get('Authorization') === 'Bearer token-2' ? json({ id: 'a1' }) : unauthorized()));
    const calls = await Promise.all([client(session, fetch).GET('/api/accounts/{accountId}', account), client(session, fetch).GET('/api/accounts/{accountId}', account)]);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.response.status)).toEqual([200, 200]);
  });

  it('uses a token refreshed by another call meanwhile instead of refreshing again', async () => {
    const session = refreshingSession();
    const fetch = scriptedFetch(async (request) => {
      if (request.headers.get('Authorization') === 'Bearer token-2') return json({ id: 'a1' });
      await session.refresh();
      return unauthorized();
    });
    const { data } = await client(session, fetch).GET('/api/accounts/{accountId}', account);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(data).toEqual({ id: 'a1' });
  });
});

describe('sharedRefresh', () => {
  it('starts a new refresh once the previous one is over', async () => {
    const session = fakeSession();
    const refresh = sharedRefresh(session);
    await Promise.all([refresh(), refresh()]);
    await refresh();
    expect(session.refresh).toHaveBeenCalledTimes(2);
  });
});
