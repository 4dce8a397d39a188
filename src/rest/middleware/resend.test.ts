import { describe, expect, it } from 'vitest';
import { clientWith, fakeSession, json } from '../testing/fakes';
import { refreshOn401, sharedRefresh } from './refreshOn401';
import { retryIdempotent } from './retryIdempotent';
import { bearerToken } from './bearerToken';

const account = { params: { path: { accountId: 'a1' } } } as const;

/** Behaves like the browser's fetch: called as a method of anything but the window, it throws. */
function browserLikeFetch(...answers: Response[]) {
  const calls: Request[] = [];
  const fetch = function (this: unknown, request: Request): Promise<Response> {
    if (this !== undefined && this !== globalThis) return Promise.reject(new TypeError("Failed to execute 'fetch' on 'Window': Illegal invocation"));
    calls.push(request);
    return Promise.resolve(answers[calls.length - 1]!);
  };
  return { fetch, calls };
}

describe('resend', () => {
  it('retries through a fetch that must not be called as a method', async () => {
    const { fetch, calls } = browserLikeFetch(json({}, 503), json({ id: 'a1' }));
    const { data } = await clientWith(fetch, retryIdempotent(fakeSession())).GET('/api/accounts/{accountId}', account);
    expect(calls).toHaveLength(2);
    expect(data).toEqual({ id: 'a1' });
  });

  it('refreshes through one too', async () => {
    const { fetch, calls } = browserLikeFetch(json({}, 401, { 'www-authenticate': 'Bearer error="invalid_token"' }), json({ id: 'a1' }));
    const session = fakeSession();
    const { data } = await clientWith(fetch, bearerToken(session), refreshOn401(session, sharedRefresh(session))).GET('/api/accounts/{accountId}', account);
    expect(calls).toHaveLength(2);
    expect(data).toEqual({ id: 'a1' });
  });
});
