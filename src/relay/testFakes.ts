// Fakes shared by the relay/ tests: a session whose refresh issues the next token, and JSON responses.
import { vi } from 'vitest';
import type { SessionPort } from '../session/sessionPort';

export interface FakeSession extends SessionPort {
  token: ReturnType<typeof vi.fn<() => string | undefined>>;
  isLoggedIn: ReturnType<typeof vi.fn<() => boolean>>;
  refresh: ReturnType<typeof vi.fn<() => Promise<string | undefined>>>;
  adoptIssuedToken: ReturnType<typeof vi.fn<(token: string) => void>>;
  authFailed: ReturnType<typeof vi.fn<() => void>>;
}

/** A logged-in session holding `token` (null: none); refresh answers `refreshedToken` (null: no new token) and keeps it. */
export function fakeSession({ token = 'token-1' as string | null, loggedIn = true, refreshedToken = 'token-2' as string | null } = {}): FakeSession {
  let current = token ?? undefined;
  return {
    token: vi.fn(() => current),
    isLoggedIn: vi.fn(() => loggedIn),
    refresh: vi.fn(async () => {
      if (refreshedToken === null) return undefined;
      current = refreshedToken;
      return refreshedToken;
    }),
    adoptIssuedToken: vi.fn((issued: string) => {
      current = issued;
    }),
    authFailed: vi.fn(),
  };
}

export function jsonResponse(body: unknown, init: { status?: number; statusText?: string; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, statusText: init.statusText, headers: { 'content-type': 'application/json', ...init.headers } });
}
