// GET and HEAD are retried once (core.md 7). The spec does not say on what; this retries on the failures
// a second try can change, the same ones core.md 8 retries GraphQL on: no answer at all, 408, 429 and
// any 5xx. A 429 first waits the rate-limit delay of core.md 9 (1500 ms logged in, 3000 ms not) and is not
// retried at all when the server's Retry-After asks for longer, so the app never hammers a limited server.
import type { Middleware } from 'openapi-fetch';
import { isAbortError } from '../../errors/failures';
import type { SessionPort } from '../../session/sessionPort';
import { resend } from './resend';

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD']);

export const RATE_LIMIT_DELAY_MS = { loggedIn: 1500, loggedOut: 3000 } as const;

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Retry-After in milliseconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryIdempotent(session: Pick<SessionPort, 'isLoggedIn'>): Middleware {
  // The request's body and headers are spent by the first fetch; the retry sends an untouched copy, and
  // taking it means the retry happened: a retry after no answer must not retry again on its answer.
  const copies = new WeakMap<Request, Request>();
  const takeCopy = (request: Request) => {
    const copy = copies.get(request);
    copies.delete(request);
    return copy;
  };
  return {
    onRequest({ request }) {
      if (IDEMPOTENT_METHODS.has(request.method)) copies.set(request, request.clone());
      return undefined;
    },
    async onResponse({ request, response, options }) {
      const copy = isRetryableStatus(response.status) ? takeCopy(request) : undefined;
      if (!copy) return undefined;
      if (response.status === 429) {
        const delay = session.isLoggedIn() ? RATE_LIMIT_DELAY_MS.loggedIn : RATE_LIMIT_DELAY_MS.loggedOut;
        const asked = retryAfterMs(response.headers.get('Retry-After'), Date.now());
        if (asked !== undefined && asked > delay) return undefined;
        await wait(delay);
      }
      try {
        const retried = await resend(options, copy);
        void response.body?.cancel().catch(() => undefined);
        return retried;
      } catch {
        // The second try got no answer at all: the first answer says more about what went wrong.
        return response;
      }
    },
    async onError({ request, error, options }) {
      const copy = takeCopy(request);
      if (!copy || isAbortError(error) || request.signal.aborted) return undefined;
      try {
        return await resend(options, copy);
      } catch (retryError) {
        return retryError instanceof Error ? retryError : new Error(String(retryError));
      }
    },
  };
}
