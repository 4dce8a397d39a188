// The one-time move of a visitor's saved data from the old domain (the source) to the new one (the
// destination), navigation.md 3, 4, 7, 9. The new domain sends a visitor it has not moved yet to the
// old one with the trigger parameter naming itself; the old domain posts its cookies and local storage
// to its /migrator and sends the visitor back with the bundle's id in the same parameter; the new
// domain fetches the bundle and writes back what the allowed-name patterns let through. Pure: the I/O
// is src/app/domainMigration.ts.

/** navigation.md 9: the trigger query parameter. */
export const MIGRATION_PARAMETER = 'domain-migration';
/** The trigger's value that suppresses the migration for a while. */
export const MIGRATION_DISABLE = 'disable';
/** navigation.md 9: 'disable' suppresses for now + 2,592,000 ms. */
export const MIGRATION_DISABLE_MS = 2_592_000;
/** navigation.md 9: cookie max age 7,776,000 s (90 days). */
export const MIGRATED_COOKIE_MAX_AGE_SECONDS = 7_776_000;
/** navigation.md 9: probe timeout 5 s. */
export const MIGRATION_PROBE_TIMEOUT_MS = 5000;
/** navigation.md 9: wait 10 s after redirect (the page is leaving; start-up goes on only if it did not). */
export const MIGRATION_REDIRECT_WAIT_MS = 10_000;
/** The answer of POST /migrator when there was nothing to store. */
export const EMPTY_BUNDLE_ID = 'empty';
/** Where a browser keeps its marker (navigation.md 3 'Domain migration marker'); never carried over itself. */
export const MIGRATION_MARKER_KEY = 'cadence.domainMigration';
/** navigation.md 4: the persistent toast's text key. */
export const MIGRATION_SUCCESS_TOAST = 'domainMigration.success';

/** navigation.md 4's outcomes. */
export type MigrationOutcome = 'disabled' | 'inactive' | 'redirecting-to-destination' | 'redirecting-to-source' | 'already-migrated' | 'success' | 'disallowed-origin';

/** navigation.md 3: the marker: the origin a source sent the visitor to, skipped, success, error, redirected, or until when it is disabled. */
export type MigrationMarker = { kind: 'origin'; origin: string } | { kind: 'skipped' | 'success' | 'error' | 'redirected' } | { kind: 'disabled'; until: number };

export const MIGRATION_ERRORS = {
  invalidOrigin: (origin: string) => `Invalid target origin: ${origin}`,
  unreachable: (hosts: readonly string[]) => `Unreachable domain(s) during domain migration: ${hosts.join(', ')}`,
  originalRequest: (host: string) => `Unreachable domain(s) during domain migration: original request to ${host}`,
} as const;

/** The two origins of a deployment's migration; none when it has no migration. */
export interface MigrationConfig {
  source: string;
  destination: string;
}

/** The deployment's migration from its two origins (VITE_DOMAIN_MIGRATION_SOURCE and _DESTINATION); none unless both are URLs. */
export function migrationConfig(source: string | undefined, destination: string | undefined): MigrationConfig | null {
  return source && destination && URL.canParse(source) && URL.canParse(destination) ? { source, destination } : null;
}

/** navigation.md 7: what is written back: the product's own cookies and storage, and the UTM values carried over. */
const ALLOWED_COOKIES = [/^cadence_/, /^utm_(source|medium|campaign|content)$/];
const ALLOWED_STORAGE = [/^cadence\./];

export function parseMarker(text: string | null): MigrationMarker | null {
  if (text === null || text === '') return null;
  if (text === 'skipped' || text === 'success' || text === 'error' || text === 'redirected') return { kind: text };
  if (/^\d+$/.test(text)) return { kind: 'disabled', until: Number(text) };
  return URL.canParse(text) ? { kind: 'origin', origin: new URL(text).origin } : null;
}

export function serializeMarker(marker: MigrationMarker): string {
  return marker.kind === 'origin' ? marker.origin : marker.kind === 'disabled' ? String(marker.until) : marker.kind;
}

/** What start-up does about the migration on this page. */
export type MigrationStep =
  | { outcome: 'inactive' | 'already-migrated' | 'disabled'; marker?: MigrationMarker }
  | { outcome: 'disallowed-origin'; error: string }
  /** On the destination: check the source answers, then send the visitor there. */
  | { outcome: 'redirecting-to-source'; probe: string; to: string }
  /** On the source: post the saved data to its /migrator, then send the visitor back with the id. */
  | { outcome: 'redirecting-to-destination'; destination: string }
  /** On the destination, back from the source: fetch the bundle and write it back. */
  | { outcome: 'success'; bundleId: string };

export interface MigrationFacts {
  config: MigrationConfig | null;
  /** The page's URL. */
  url: URL;
  marker: MigrationMarker | null;
  now: number;
}

export function decideMigration({ config, url, marker, now }: MigrationFacts): MigrationStep {
  if (!config) return { outcome: 'inactive' };
  const trigger = url.searchParams.get(MIGRATION_PARAMETER);
  if (trigger === MIGRATION_DISABLE) return { outcome: 'disabled', marker: { kind: 'disabled', until: now + MIGRATION_DISABLE_MS } };
  if (marker?.kind === 'disabled' && marker.until > now) return { outcome: 'disabled' };
  const source = new URL(config.source).origin;
  const destination = new URL(config.destination).origin;
  if (url.origin === destination) {
    if (trigger === EMPTY_BUNDLE_ID) return { outcome: 'inactive', marker: { kind: 'skipped' } };
    if (trigger) return { outcome: 'success', bundleId: trigger };
    if (marker && marker.kind !== 'disabled') return { outcome: 'already-migrated' };
    const back = new URL(url.href);
    return { outcome: 'redirecting-to-source', probe: `${source}/migrator`, to: `${source}/?${new URLSearchParams({ [MIGRATION_PARAMETER]: back.href })}` };
  }
  if (url.origin === source) {
    if (!trigger) return marker?.kind === 'origin' ? { outcome: 'already-migrated' } : { outcome: 'inactive' };
    const target = URL.canParse(trigger) ? new URL(trigger).origin : trigger;
    if (target !== destination) return { outcome: 'disallowed-origin', error: MIGRATION_ERRORS.invalidOrigin(target) };
    return { outcome: 'redirecting-to-destination', destination: trigger };
  }
  return { outcome: 'inactive' };
}

/** The page the destination sends the visitor to after the source stored its data: where they came from, with the id. */
export function destinationReturn(destination: string, bundleId: string): string {
  const url = new URL(destination);
  url.searchParams.set(MIGRATION_PARAMETER, bundleId);
  return url.href;
}

/** The URL without the trigger, as the page is shown once the migration is done. */
export function withoutTrigger(url: URL): string {
  const next = new URL(url.href);
  next.searchParams.delete(MIGRATION_PARAMETER);
  return `${next.pathname}${next.search}${next.hash}`;
}

/** What a bundle writes back: only the allowed names, and never a marker. */
export function allowedEntries(bundle: { cookies: Record<string, string>; localStorage: Record<string, string> }) {
  const pick = (record: Record<string, string>, patterns: RegExp[]) => Object.entries(record).filter(([name]) => name !== MIGRATION_MARKER_KEY && patterns.some((pattern) => pattern.test(name)));
  return { cookies: pick(bundle.cookies, ALLOWED_COOKIES), localStorage: pick(bundle.localStorage, ALLOWED_STORAGE) };
}
