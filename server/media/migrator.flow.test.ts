// The browser's side of the domain migration (src/app/domainMigration.ts) against the /migrator
// stand-in: the old domain and the new one are the same server under two host names.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { testDatabaseKind } from '../testing/database';
import { runDomainMigration } from '../../src/app/domainMigration';
import type { MigrationEnvironment } from '../../src/app/domainMigration';
import { MIGRATION_MARKER_KEY } from '../../src/domain/domainMigration';

function browserAt(href: string, config: MigrationEnvironment['config'], saved: { cookies?: Record<string, string>; localStorage?: Record<string, string> } = {}) {
  const items = new Map(Object.entries(saved.localStorage ?? {}));
  const written: string[] = [];
  const environment = {
    config,
    location: { href, assign: vi.fn() },
    replaceUrl: vi.fn(),
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    },
    cookies: { read: () => ({ ...saved.cookies }), write: (cookie: string) => void written.push(cookie) },
    // Relative paths go to the page's own origin, as in the browser.
    fetch: (input: string, init?: RequestInit) => fetch(new URL(input, href), init),
    now: () => Date.now(),
    wait: vi.fn(() => Promise.resolve()),
    report: vi.fn(),
    showSuccess: vi.fn(),
  } satisfies MigrationEnvironment;
  return { environment, items, written };
}

describe(`the domain migration against the migrator (${testDatabaseKind()})`, () => {
  let server: TestServer;
  let config: { source: string; destination: string };
  beforeAll(async () => {
    server = await startTestServer();
    const source = new URL(server.origin);
    const destination = new URL(server.origin);
    destination.hostname = 'localhost';
    config = { source: source.origin, destination: destination.origin };
  });
  afterAll(() => server.close());

  it('moves a visitor: to the old domain, back with the bundle, written back with the success toast', async () => {
    const arrival = browserAt(`${config.destination}/zones`, config);
    expect(await runDomainMigration(arrival.environment)).toBe('redirecting-to-source');
    const toSource = arrival.environment.location.assign.mock.calls[0]![0] as string;
    expect(arrival.items.get(MIGRATION_MARKER_KEY)).toBe('redirected');
    expect(arrival.environment.wait).toHaveBeenCalledWith(10_000);

    const old = browserAt(toSource, config, { cookies: { cadence_consent: '3', utm_source: 'mail', _ga: 'x' }, localStorage: { 'cadence.session': '{"token":"abc"}', unrelated: '1' } });
    expect(await runDomainMigration(old.environment)).toBe('redirecting-to-destination');
    expect(old.items.get(MIGRATION_MARKER_KEY)).toBe(config.destination);
    const back = new URL(old.environment.location.assign.mock.calls[0]![0] as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${config.destination}/zones`);

    const returned = browserAt(back.href, config);
    expect(await runDomainMigration(returned.environment)).toBe('success');
    expect(returned.items.get('cadence.session')).toBe('{"token":"abc"}');
    expect(returned.items.has('unrelated')).toBe(false);
    expect(returned.written.sort()).toEqual(['cadence_consent=3; max-age=7776000; path=/; samesite=none; secure', 'utm_source=mail; max-age=7776000; path=/; samesite=none; secure']);
    expect(returned.items.get(MIGRATION_MARKER_KEY)).toBe('success');
    expect(returned.environment.showSuccess).toHaveBeenCalledTimes(1);
    expect(returned.environment.replaceUrl).toHaveBeenCalledWith('/zones');

    // The bundle is answered once: coming back with the same id again is an error, reported, and start-up goes on.
    const again = browserAt(back.href, config);
    expect(await runDomainMigration(again.environment)).toBe('inactive');
    expect(again.environment.report).toHaveBeenCalledWith(new Error(`Unreachable domain(s) during domain migration: original request to ${new URL(config.destination).host}`));
    expect(again.items.get(MIGRATION_MARKER_KEY)).toBe('error');
  });

  it('refuses to send saved data to another origin', async () => {
    const old = browserAt(`${config.source}/?domain-migration=${encodeURIComponent('https://evil.example/x')}`, config, { localStorage: { 'cadence.session': '{}' } });
    expect(await runDomainMigration(old.environment)).toBe('disallowed-origin');
    expect(old.environment.report).toHaveBeenCalledWith(new Error('Invalid target origin: https://evil.example'));
    expect(old.environment.location.assign).not.toHaveBeenCalled();
  });

  it('goes on without moving when the old domain does not answer', async () => {
    const unreachable = { source: 'http://127.0.0.1:9', destination: config.destination };
    const arrival = browserAt(`${config.destination}/home`, unreachable);
    expect(await runDomainMigration(arrival.environment)).toBe('inactive');
    expect(arrival.environment.report).toHaveBeenCalledWith(new Error('Unreachable domain(s) during domain migration: 127.0.0.1:9'));
    expect(arrival.environment.location.assign).not.toHaveBeenCalled();
    expect(await runDomainMigration(arrival.environment)).toBe('already-migrated');
  });

  it('is suppressed for a while by the disable trigger', async () => {
    const arrival = browserAt(`${config.destination}/home?domain-migration=disable`, config);
    expect(await runDomainMigration(arrival.environment)).toBe('disabled');
    expect(Number(arrival.items.get(MIGRATION_MARKER_KEY)) - Date.now()).toBeLessThanOrEqual(2_592_000);
    arrival.environment.location.href = `${config.destination}/home`;
    expect(await runDomainMigration(arrival.environment)).toBe('disabled');
    expect(arrival.environment.location.assign).not.toHaveBeenCalled();
  });
});
