// Test doubles for the REST layer: a scripted fetch (`fetch: vi.fn()`), a session, and a bare client
// carrying only the middleware under test.
import createClient from 'openapi-fetch';
import type { Middleware } from 'openapi-fetch';
import { vi } from 'vitest';
import type { SessionPort } from '../../session/sessionPort';
import type { paths } from '../__generated__/rest';

export const ORIGIN = 'https://cadence.test';

type Answer = Response | Error | DOMException | ((request: Request) => Response | Promise<Response>);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A fetch answering each call with the next answer (the last one repeats); an error answer rejects. */
export function scriptedFetch(...answers: Answer[]) {
  let call = 0;
  return vi.fn(async (request: Request): Promise<Response> => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (answer instanceof Response) return answer.clone();
    if (typeof answer === 'function') return answer(request);
    throw answer ?? new Error('scriptedFetch: no answer given');
  });
}

export function fakeSession(overrides: Partial<SessionPort> = {}): SessionPort {
  return {
    token: vi.fn(() => 'token-1'),
    isLoggedIn: vi.fn(() => true),
    refresh: vi.fn(async () => 'token-2'),
    adoptIssuedToken: vi.fn(),
    authFailed: vi.fn(),
    ...overrides,
  };
}

export function clientWith(fetch: (request: Request) => Promise<Response>, ...middleware: Middleware[]) {
  const client = createClient<paths>({ baseUrl: ORIGIN, fetch });
  client.use(...middleware);
  return client;
}

/** The request the fetch was called with, by call number. */
export function sentRequest(fetch: ReturnType<typeof scriptedFetch>, call = 0): Request {
  const request = fetch.mock.calls[call]?.[0];
  if (!request) throw new Error(`fetch was not called ${call + 1} time(s)`);
  return request;
}
