// Helpers for the people area's server tests: reading mails from the outbox stand-in, the token of an
// app link, JWT claims, and following a redirect.
import { expect } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { fixtures } from '../testing/fixtures';

export type Fixtures = ReturnType<typeof fixtures>;

/** A test server with fixtures that sign tokens with its key. */
export async function startPeopleServer(): Promise<{ server: TestServer; make: Fixtures }> {
  const server = await startTestServer();
  return { server, make: fixtures(server.app.services.db, server.app.services.tokens) };
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  sent_at: string;
}

/** The mails sent to an address (newest first), read through GET /stand-in/mail/messages. */
export async function mailsTo(server: TestServer, to: string, kind?: string): Promise<OutboxMail[]> {
  const query = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  const response = await server.rest<OutboxMail[]>('GET', `/stand-in/mail/messages?${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** The token of the newest mail's link to an app page (/verify-email/, /reset-password/, /invitation/). */
export async function linkTokenFromMail(server: TestServer, to: string, kind: string, page: string): Promise<string> {
  const [mail] = await mailsTo(server, to, kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  const match = new RegExp(`https?://[^\\s]+/${page}/([^\\s/]+)`).exec(mail!.text);
  expect(match, `a /${page}/ link in the mail`).not.toBeNull();
  expect(mail!.html).toContain(`/${page}/${match![1]}`);
  return decodeURIComponent(match![1]!);
}

/** The claims of a JWT (not verified: the server under test signed it). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A redirect's Location moved onto the test server's origin (links use the configured public origin). */
export function localLocation(server: TestServer, location: string | null): string {
  expect(location).toBeTruthy();
  const url = new URL(location!);
  return `${url.pathname}${url.search}${url.hash}`;
}

let addressCounter = 0;
/** A client address of its own, so that per-address limits of one test do not touch another's. */
export const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressCounter % 250}, 10.0.0.1` });

let emailCounter = 0;
/** A new e-mail address. */
export const freshEmail = (name = 'person') => `${name}-${Date.now().toString(36)}-${++emailCounter}@cadence.test`;
