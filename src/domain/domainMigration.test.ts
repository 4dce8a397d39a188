import { describe, expect, it } from 'vitest';
import {
  MIGRATED_COOKIE_MAX_AGE_SECONDS,
  MIGRATION_DISABLE_MS,
  MIGRATION_ERRORS,
  MIGRATION_PARAMETER,
  MIGRATION_PROBE_TIMEOUT_MS,
  MIGRATION_REDIRECT_WAIT_MS,
  allowedEntries,
  decideMigration,
  migrationConfig,
  destinationReturn,
  parseMarker,
  serializeMarker,
  withoutTrigger,
} from './domainMigration';
import type { MigrationMarker } from './domainMigration';

const config = { source: 'https://old.example.com', destination: 'https://new.example.com' };
const NOW = 1_800_000_000_000;
const decide = (href: string, marker: MigrationMarker | null = null, withConfig = true) => decideMigration({ config: withConfig ? config : null, url: new URL(href), marker, now: NOW });

describe('the constants of navigation.md 9', () => {
  it('are the specified values', () => {
    expect([MIGRATED_COOKIE_MAX_AGE_SECONDS, MIGRATION_DISABLE_MS, MIGRATION_PROBE_TIMEOUT_MS, MIGRATION_REDIRECT_WAIT_MS, MIGRATION_PARAMETER]).toEqual([7_776_000, 2_592_000, 5000, 10_000, 'domain-migration']);
    expect(MIGRATION_ERRORS.invalidOrigin('https://evil.example')).toBe('Invalid target origin: https://evil.example');
    expect(MIGRATION_ERRORS.unreachable(['old.example.com'])).toBe('Unreachable domain(s) during domain migration: old.example.com');
    expect(MIGRATION_ERRORS.originalRequest('old.example.com')).toBe('Unreachable domain(s) during domain migration: original request to old.example.com');
  });
});

describe('decideMigration (navigation.md 4 outcomes)', () => {
  it.each([
    ['no migration configured', 'https://new.example.com/home', null, false, { outcome: 'inactive' }],
    ['another origin', 'https://other.example.com/home', null, true, { outcome: 'inactive' }],
    ['the destination, already moved', 'https://new.example.com/home', { kind: 'success' }, true, { outcome: 'already-migrated' }],
    ['the destination, skipped before', 'https://new.example.com/home', { kind: 'skipped' }, true, { outcome: 'already-migrated' }],
    ['disabled until later', 'https://new.example.com/home', { kind: 'disabled', until: NOW + 1 }, true, { outcome: 'disabled' }],
    ['the source without the trigger', 'https://old.example.com/home', null, true, { outcome: 'inactive' }],
    ['the source after sending the visitor on', 'https://old.example.com/home', { kind: 'origin', origin: 'https://new.example.com' }, true, { outcome: 'already-migrated' }],
    ['back with nothing stored', 'https://new.example.com/home?domain-migration=empty', null, true, { outcome: 'inactive', marker: { kind: 'skipped' } }],
    ['back with a bundle', 'https://new.example.com/home?domain-migration=m_abc', null, true, { outcome: 'success', bundleId: 'm_abc' }],
    ['the disable trigger', 'https://new.example.com/home?domain-migration=disable', null, true, { outcome: 'disabled', marker: { kind: 'disabled', until: NOW + 2_592_000 } }],
  ] as const)('%s', (_label, href, marker, withConfig, step) => {
    expect(decide(href, marker as MigrationMarker | null, withConfig)).toEqual(step);
  });

  it('sends a visitor the destination has not moved to the source, naming the page to come back to', () => {
    expect(decide('https://new.example.com/zones?x=1', { kind: 'disabled', until: NOW - 1 })).toEqual({
      outcome: 'redirecting-to-source',
      probe: 'https://old.example.com/migrator',
      to: `https://old.example.com/?domain-migration=${encodeURIComponent('https://new.example.com/zones?x=1')}`,
    });
  });

  it('lets the source send the visitor to the destination only', () => {
    expect(decide(`https://old.example.com/?domain-migration=${encodeURIComponent('https://new.example.com/zones')}`)).toEqual({ outcome: 'redirecting-to-destination', destination: 'https://new.example.com/zones' });
    expect(decide(`https://old.example.com/?domain-migration=${encodeURIComponent('https://evil.example/x')}`)).toEqual({ outcome: 'disallowed-origin', error: 'Invalid target origin: https://evil.example' });
    expect(decide('https://old.example.com/?domain-migration=nonsense')).toEqual({ outcome: 'disallowed-origin', error: 'Invalid target origin: nonsense' });
  });
});

describe('markers, return URLs and what is written back', () => {
  it.each([
    [{ kind: 'origin', origin: 'https://new.example.com' }, 'https://new.example.com'],
    [{ kind: 'success' }, 'success'],
    [{ kind: 'redirected' }, 'redirected'],
    [{ kind: 'disabled', until: 123 }, '123'],
  ] as const)('keeps %j as %s', (marker, text) => {
    expect(serializeMarker(marker)).toBe(text);
    expect(parseMarker(text)).toEqual(marker);
  });

  it('reads no marker from nothing or nonsense', () => {
    expect(parseMarker(null)).toBeNull();
    expect(parseMarker('not a marker')).toBeNull();
  });

  it('returns to the page with the id and drops the trigger afterwards', () => {
    expect(destinationReturn('https://new.example.com/zones?x=1', 'm_1')).toBe('https://new.example.com/zones?x=1&domain-migration=m_1');
    expect(withoutTrigger(new URL('https://new.example.com/zones?x=1&domain-migration=m_1#top'))).toBe('/zones?x=1#top');
  });

  it('writes back the product’s cookies and storage and the four UTM values, never a marker', () => {
    const entries = allowedEntries({
      cookies: { cadence_consent: '3', utm_source: 'mail', utm_medium: 'email', utm_campaign: 'c', utm_content: 'x', utm_term: 'no', _ga: 'no' },
      localStorage: { 'cadence.session': '{}', 'cadence.domainMigration': 'success', other: 'no' },
    });
    expect(Object.fromEntries(entries.cookies)).toEqual({ cadence_consent: '3', utm_source: 'mail', utm_medium: 'email', utm_campaign: 'c', utm_content: 'x' });
    expect(Object.fromEntries(entries.localStorage)).toEqual({ 'cadence.session': '{}' });
  });
});

describe('migrationConfig', () => {
  it('turns the migration on only with both origins', () => {
    expect(migrationConfig(undefined, undefined)).toBeNull();
    expect(migrationConfig('https://old.example.com', undefined)).toBeNull();
    expect(migrationConfig('not a url', 'https://new.example.com')).toBeNull();
    expect(migrationConfig('https://old.example.com', 'https://new.example.com')).toEqual({ source: 'https://old.example.com', destination: 'https://new.example.com' });
  });
});
