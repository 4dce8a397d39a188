// The domain migration's I/O (navigation.md 2.9: the first step of start-up, before consent): the
// marker in localStorage, the probe of the old domain, the two /migrator calls and the redirects.
// What happens when is decided by src/domain/domainMigration.ts.
import {
  MIGRATED_COOKIE_MAX_AGE_SECONDS,
  MIGRATION_ERRORS,
  MIGRATION_MARKER_KEY,
  MIGRATION_PROBE_TIMEOUT_MS,
  MIGRATION_REDIRECT_WAIT_MS,
  EMPTY_BUNDLE_ID,
  MIGRATION_SUCCESS_TOAST,
  migrationConfig,
  allowedEntries,
  decideMigration,
  destinationReturn,
  parseMarker,
  serializeMarker,
  withoutTrigger,
} from '../domain/domainMigration';
import type { MigrationConfig, MigrationMarker, MigrationOutcome } from '../domain/domainMigration';
import { registerTexts } from '../i18n/i18n';
import type { ToastStore } from './toasts/toastStore';
import migrationTexts from '../i18n/en/domainMigration.json';

registerTexts(migrationTexts);

export interface MigrationEnvironment {
  config: MigrationConfig | null;
  location: { href: string; assign(url: string): void };
  replaceUrl(url: string): void;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'length' | 'key'>;
  cookies: { read(): Record<string, string>; write(cookie: string): void };
  fetch(input: string, init?: RequestInit): Promise<Response>;
  now(): number;
  wait(ms: number): Promise<void>;
  report(error: Error): void;
  /** The persistent 'domainMigration.success' toast. */
  showSuccess(): void;
}

const host = (origin: string) => new URL(origin).host;

/** A status above 303 is an error (navigation.md 7). */
async function migratorCall(environment: MigrationEnvironment, path: string, init?: RequestInit): Promise<Response> {
  const response = await environment.fetch(path, init);
  if (response.status > 303) throw new Error(`Status ${response.status}`);
  return response;
}

function savedData(environment: MigrationEnvironment) {
  const localStorage: Record<string, string> = {};
  for (let index = 0; index < environment.storage.length; index += 1) {
    const key = environment.storage.key(index);
    const value = key === null || key === MIGRATION_MARKER_KEY ? null : environment.storage.getItem(key);
    if (key !== null && value !== null) localStorage[key] = value;
  }
  return { cookies: environment.cookies.read(), localStorage };
}

/** Runs the step start-up takes on this page; an error is reported and start-up goes on. */
export async function runDomainMigration(environment: MigrationEnvironment): Promise<MigrationOutcome> {
  const url = new URL(environment.location.href);
  const mark = (marker: MigrationMarker) => environment.storage.setItem(MIGRATION_MARKER_KEY, serializeMarker(marker));
  const step = decideMigration({ config: environment.config, url, marker: parseMarker(environment.storage.getItem(MIGRATION_MARKER_KEY)), now: environment.now() });
  if ('marker' in step && step.marker) {
    mark(step.marker);
    environment.replaceUrl(withoutTrigger(url));
  }
  switch (step.outcome) {
    case 'disallowed-origin':
      environment.report(new Error(step.error));
      return step.outcome;
    case 'redirecting-to-source': {
      try {
        // An opaque answer is enough: the old domain is there to send the visitor back.
        await environment.fetch(step.probe, { mode: 'no-cors', signal: AbortSignal.timeout(MIGRATION_PROBE_TIMEOUT_MS) });
      } catch {
        environment.report(new Error(MIGRATION_ERRORS.unreachable([host(step.probe)])));
        mark({ kind: 'error' });
        return 'inactive';
      }
      mark({ kind: 'redirected' });
      environment.location.assign(step.to);
      await environment.wait(MIGRATION_REDIRECT_WAIT_MS);
      return step.outcome;
    }
    case 'redirecting-to-destination': {
      let id = EMPTY_BUNDLE_ID;
      try {
        const response = await migratorCall(environment, '/migrator', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(savedData(environment)) });
        id = (await response.text()).trim() || EMPTY_BUNDLE_ID;
      } catch {
        // The visitor goes back all the same, with nothing to fetch: the new domain starts afresh.
        environment.report(new Error(MIGRATION_ERRORS.originalRequest(url.host)));
      }
      mark({ kind: 'origin', origin: new URL(step.destination).origin });
      environment.location.assign(destinationReturn(step.destination, id));
      await environment.wait(MIGRATION_REDIRECT_WAIT_MS);
      return step.outcome;
    }
    case 'success': {
      environment.replaceUrl(withoutTrigger(url));
      try {
        const response = await migratorCall(environment, `/migrator?${new URLSearchParams({ id: step.bundleId })}`);
        const { cookies, localStorage } = allowedEntries((await response.json()) as { cookies: Record<string, string>; localStorage: Record<string, string> });
        for (const [name, value] of cookies) environment.cookies.write(`${name}=${encodeURIComponent(value)}; max-age=${MIGRATED_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=none; secure`);
        for (const [key, value] of localStorage) environment.storage.setItem(key, value);
      } catch {
        environment.report(new Error(MIGRATION_ERRORS.originalRequest(url.host)));
        mark({ kind: 'error' });
        return 'inactive';
      }
      mark({ kind: 'success' });
      environment.showSuccess();
      return step.outcome;
    }
    default:
      return step.outcome;
  }
}

function browserCookies(): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) cookies[name] = decodeURIComponent(value.join('='));
  }
  return cookies;
}

function browserMigration(config: MigrationConfig | null, options: Pick<MigrationEnvironment, 'report' | 'showSuccess'>): MigrationEnvironment {
  return {
    config,
    location: window.location,
    replaceUrl: (next) => window.history.replaceState(window.history.state, '', next),
    storage: localStorage,
    cookies: { read: browserCookies, write: (cookie) => void (document.cookie = cookie) },
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ...options,
  };
}

/** Start-up's first step, with the deployment's two origins. */
export async function migrateOnStartup(origins: { source: string; destination: string }, app: { report(error: unknown): void; translate(key: string): string; toasts: Pick<ToastStore, 'show'> }): Promise<MigrationOutcome> {
  const showSuccess = () => void app.toasts.show({ id: MIGRATION_SUCCESS_TOAST, type: 'success', message: app.translate(MIGRATION_SUCCESS_TOAST), duration: Infinity });
  return runDomainMigration(browserMigration(migrationConfig(origins.source, origins.destination), { report: app.report, showSuccess }));
}
