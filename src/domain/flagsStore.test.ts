import { describe, expect, it, vi } from 'vitest';
import {
  FLAG_APPLY_DEBOUNCE_MS,
  FLAG_ERRORS,
  FLAG_FETCH_WAIT_MS,
  FLAG_STORE_VERSION,
  STORED_FLAG_LIFETIME_MS,
  emptyFlagStore,
  flagContext,
  flagProperties,
  mergeRefresh,
  queueApplyEvents,
  readFlagStore,
  setFlagManually,
  setStoredContext,
  trackedValue,
} from './flagsStore';
import type { FlagContextFacts, FlagStore } from './flagsStore';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const props = (value: unknown) => JSON.stringify(value);
const quiet = () => undefined;

describe('the constants of navigation.md 9 and texts of 8', () => {
  it('are the specified values', () => {
    expect([FLAG_FETCH_WAIT_MS, FLAG_APPLY_DEBOUNCE_MS, STORED_FLAG_LIFETIME_MS, FLAG_STORE_VERSION]).toEqual([10_000, 2000, 30 * DAY, 3]);
    expect(FLAG_ERRORS.noFlags).toBe('No flags returned from API');
    expect(FLAG_ERRORS.missingResolveToken).toBe('Could not apply flags, missing required resolveToken');
    expect(FLAG_ERRORS.applyFailed).toBe('Failed to apply flags');
    expect(FLAG_ERRORS.unparsable('theme-select')).toBe('Failed to parse JSON properties for theme-select');
  });
});

describe('mergeRefresh (navigation.md 4)', () => {
  const base = (): FlagStore => {
    let store = mergeRefresh(emptyFlagStore(), [{ name: 'theme-select', properties: props({ enabled: false }) }, { name: 'location-users', properties: props({ enabled: true }) }], NOW, quiet);
    store = setFlagManually(store, 'theme-select', { enabled: true }, NOW);
    return setFlagManually(store, 'dev-only', { enabled: true }, NOW, { clientOnly: true });
  };

  it.each([
    ['a dirty flag keeps the user’s value', 'theme-select', [{ name: 'theme-select', properties: props({ enabled: false }) }], { enabled: true }, 'dirty'],
    ['a pristine flag takes the server’s value', 'location-users', [{ name: 'location-users', properties: props({ enabled: false }) }], { enabled: false }, 'pristine'],
    ['a pristine flag the server no longer returns is disabled', 'location-users', [{ name: 'theme-select', properties: props({ enabled: false }) }], { enabled: false }, 'pristine'],
    ['a client-only flag the server does not know stays', 'dev-only', [{ name: 'theme-select', properties: props({ enabled: false }) }], { enabled: true }, 'dirty'],
    ['a new flag arrives pristine', 'web-playback', [{ name: 'web-playback', properties: props({ enabled: true, showSidebarInSetupGuide: true }) }], { enabled: true, showSidebarInSetupGuide: true }, 'pristine'],
  ])('%s', (_label, name, flags, properties, state) => {
    const merged = mergeRefresh(base(), flags, NOW + 1000, quiet);
    expect(merged.entries[name]).toMatchObject({ properties, state });
  });

  it('disables a pristine client-only entry the server stops returning only when it is not client-only', () => {
    const store = mergeRefresh(emptyFlagStore(), [{ name: 'a', properties: props({ enabled: true }) }], NOW, quiet);
    const clientOnly = { ...store, entries: { ...store.entries, b: { properties: { enabled: true }, state: 'pristine' as const, clientOnly: true, updatedAt: NOW } } };
    const merged = mergeRefresh(clientOnly, [{ name: 'c', properties: props({ enabled: true }) }], NOW, quiet);
    expect(merged.entries.a?.properties).toEqual({ enabled: false });
    expect(merged.entries.b?.properties).toEqual({ enabled: true });
  });

  it('warns about properties that are not a JSON object and keeps the entry it had', () => {
    const warn = vi.fn();
    const merged = mergeRefresh(base(), [{ name: 'location-users', properties: 'not json' }, { name: 'web-playback', properties: '[1]' }], NOW, warn);
    expect(warn).toHaveBeenCalledWith('Failed to parse JSON properties for location-users');
    expect(warn).toHaveBeenCalledWith('Failed to parse JSON properties for web-playback');
    expect(merged.entries['location-users']?.properties).toEqual({ enabled: true });
    expect(merged.entries['web-playback']).toBeUndefined();
  });

  it('treats an empty answer as a failed refresh: warned, nothing changed', () => {
    const warn = vi.fn();
    const store = base();
    expect(mergeRefresh(store, [], NOW, warn)).toBe(store);
    expect(warn).toHaveBeenCalledWith('No flags returned from API');
  });

  it('gives each entry’s properties', () => {
    expect(flagProperties(base()).get('theme-select')).toEqual({ enabled: true });
  });
});

describe('readFlagStore (stored in localStorage)', () => {
  const stored = (store: unknown) => JSON.stringify(store);
  const entry = (updatedAt: number) => ({ properties: { enabled: true }, state: 'dirty', clientOnly: false, updatedAt });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['another store version', stored({ version: 2, entries: { a: entry(NOW) }, stored: {} })],
    ['a malformed entry', stored({ version: 3, entries: { a: { properties: {}, state: 'stale', clientOnly: false, updatedAt: NOW } }, stored: {} })],
  ])('starts empty from %s', (_label, text) => {
    expect(readFlagStore(text, NOW)).toEqual(emptyFlagStore());
  });

  it('drops entries and stored values last changed 30 days ago or more', () => {
    const text = stored({ version: 3, entries: { recent: entry(NOW - 30 * DAY + 1), old: entry(NOW - 30 * DAY) }, stored: { 'user.promos.company-logo.interaction': { value: 'dismissed', updatedAt: NOW - 31 * DAY }, kept: { value: 'x', updatedAt: NOW } } });
    const store = readFlagStore(text, NOW);
    expect(Object.keys(store.entries)).toEqual(['recent']);
    expect(Object.keys(store.stored)).toEqual(['kept']);
  });
});

describe('flagContext (navigation.md 7)', () => {
  const facts: FlagContextFacts = {
    env: 'production',
    version: '1.2.3',
    platform: 'desktop',
    platformVersion: '4.5.6',
    platformBranch: 'beta',
    sessionFlag: 'nocache:true',
    isE2e: true,
    isDev: false,
    account: { id: 'acc1', tier: 'TIER_3', distributor: 'dist1' },
  };

  it('sends the eleven ephemeral keys and the stored values', () => {
    const store = setStoredContext(emptyFlagStore(), 'user.promos.company-logo.interaction', 'dismissed', NOW);
    expect(flagContext(facts, store)).toEqual({
      ephemeral: [
        { key: 'app.env', value: 'production' },
        { key: 'app.version', value: '1.2.3' },
        { key: 'app.platform', value: 'desktop' },
        { key: 'app.platform_version', value: '4.5.6' },
        { key: 'app.platform_branch', value: 'beta' },
        { key: 'app.session_flag', value: 'nocache:true' },
        { key: 'app.is_e2e', value: 'true' },
        { key: 'app.is_dev', value: 'false' },
        { key: 'account.tier', value: 'TIER_3' },
        { key: 'account.id', value: 'acc1' },
        { key: 'account.distributor', value: 'dist1' },
      ],
      stored: [{ key: 'user.promos.company-logo.interaction', value: 'dismissed' }],
    });
  });

  it('leaves out what is not known and truncates values to 200 characters', () => {
    const context = flagContext({ ...facts, platformBranch: null, sessionFlag: null, account: { id: 'acc1', tier: null, distributor: null }, version: 'v'.repeat(250) }, setStoredContext(emptyFlagStore(), 'k', 'x'.repeat(201), NOW));
    expect(context.ephemeral.map((entry) => entry.key)).toEqual(['app.env', 'app.version', 'app.platform', 'app.platform_version', 'app.is_e2e', 'app.is_dev', 'account.id']);
    expect(context.ephemeral[1]?.value).toHaveLength(200);
    expect(context.stored[0]?.value).toHaveLength(200);
    expect(trackedValue('a'.repeat(200))).toHaveLength(200);
  });
});

describe('queueApplyEvents', () => {
  it('keeps one event per flag, the earliest, across a re-queued batch and new events', () => {
    const queued = queueApplyEvents([{ flag: 'a', applyTime: '2026-12-01T12:00:02Z' }], [
      { flag: 'a', applyTime: '2026-12-01T12:00:01Z' },
      { flag: 'b', applyTime: '2026-12-01T12:00:03Z' },
    ]);
    expect(queued).toEqual([
      { flag: 'a', applyTime: '2026-12-01T12:00:01Z' },
      { flag: 'b', applyTime: '2026-12-01T12:00:03Z' },
    ]);
  });
});
