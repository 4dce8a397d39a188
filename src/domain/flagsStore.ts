// The browser's flag store (navigation.md 3, 4, 9): each flag's entry, pristine (as the server last
// answered) or dirty (changed by hand, which a refresh never overwrites), possibly known only to the
// client; the stored context AllFlags resolves in; and the exposure events waiting to be applied.
// Pure: the I/O (localStorage, timers, the API) is src/layout/flagsRuntime.ts.
import * as z from 'zod/mini';

/** navigation.md 9 'store version 3': a stored store of another version is dropped. */
export const FLAG_STORE_VERSION = 3;
/** navigation.md 9 'wait up to 10000 ms before fetching': how long the account's context may take. */
export const FLAG_FETCH_WAIT_MS = 10_000;
/** navigation.md 9 'apply debounce 2000 ms'. */
export const FLAG_APPLY_DEBOUNCE_MS = 2000;
/** navigation.md 9 'stored flags dropped after 30 days'. */
export const STORED_FLAG_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** navigation.md 9 'values truncated to 200 characters in tracking'. */
export const TRACKED_VALUE_LENGTH = 200;

/** navigation.md 8's flag texts. */
export const FLAG_ERRORS = {
  noFlags: 'No flags returned from API',
  missingResolveToken: 'Could not apply flags, missing required resolveToken',
  applyFailed: 'Failed to apply flags',
  unparsable: (name: string) => `Failed to parse JSON properties for ${name}`,
} as const;

const PropertiesSchema = z.record(z.string(), z.unknown());
export type FlagProperties = Readonly<Record<string, unknown>>;

const FlagEntrySchema = z.object({
  properties: PropertiesSchema,
  state: z.enum(['pristine', 'dirty']),
  clientOnly: z.boolean(),
  /** When the entry last changed, in ms since the epoch: a stored entry expires from it. */
  updatedAt: z.number(),
});
export type FlagEntry = z.infer<typeof FlagEntrySchema>;

const StoredValueSchema = z.object({ value: z.string(), updatedAt: z.number() });

const FlagStoreSchema = z.object({
  version: z.literal(FLAG_STORE_VERSION),
  entries: z.record(z.string(), FlagEntrySchema),
  /** Context values kept for the viewer (user.promos.{name}.interaction...), sent as AllFlags' stored context. */
  stored: z.record(z.string(), StoredValueSchema),
});
export type FlagStore = z.infer<typeof FlagStoreSchema>;

export const emptyFlagStore = (): FlagStore => ({ version: FLAG_STORE_VERSION, entries: {}, stored: {} });

const fresh = <T extends { updatedAt: number }>(record: Record<string, T>, now: number) => Object.fromEntries(Object.entries(record).filter(([, item]) => now - item.updatedAt < STORED_FLAG_LIFETIME_MS));

/** The store kept in localStorage: empty when missing, unreadable or of another version; entries older than 30 days dropped. */
export function readFlagStore(text: string | null, now: number): FlagStore {
  if (text === null) return emptyFlagStore();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return emptyFlagStore();
  }
  const parsed = FlagStoreSchema.safeParse(value);
  if (!parsed.success) return emptyFlagStore();
  return { version: FLAG_STORE_VERSION, entries: fresh(parsed.data.entries, now), stored: fresh(parsed.data.stored, now) };
}

/** A flag's JSON properties, or null (with navigation.md 8's warning) when they are not a JSON object. */
function parseProperties(name: string, text: string, warn: (message: string) => void): Record<string, unknown> | null {
  try {
    const parsed = PropertiesSchema.safeParse(JSON.parse(text));
    if (parsed.success && !Array.isArray(parsed.data)) return parsed.data;
  } catch {
    // warned below
  }
  warn(FLAG_ERRORS.unparsable(name));
  return null;
}

/**
 * A server refresh merged into the store (navigation.md 4): pristine entries take the server's
 * properties, dirty ones keep the user's; a pristine flag the server no longer returns is disabled
 * unless it is client-only; a flag whose properties do not parse keeps its entry. An empty answer is
 * a failed refresh and changes nothing.
 */
export function mergeRefresh(store: FlagStore, flags: readonly { name: string; properties: string }[], now: number, warn: (message: string) => void): FlagStore {
  if (flags.length === 0) {
    warn(FLAG_ERRORS.noFlags);
    return store;
  }
  const entries: Record<string, FlagEntry> = {};
  const returned = new Set(flags.map((flag) => flag.name));
  for (const [name, entry] of Object.entries(store.entries)) {
    if (returned.has(name) || entry.state === 'dirty' || entry.clientOnly) entries[name] = entry;
    else entries[name] = { ...entry, properties: { ...entry.properties, enabled: false }, updatedAt: now };
  }
  for (const flag of flags) {
    const current = entries[flag.name];
    if (current?.state === 'dirty') continue;
    const properties = parseProperties(flag.name, flag.properties, warn);
    if (properties) entries[flag.name] = { properties, state: 'pristine', clientOnly: false, updatedAt: now };
  }
  return { ...store, entries };
}

/** A manual change (a developer's or the user's): the entry turns dirty, so refreshes leave it. */
export function setFlagManually(store: FlagStore, name: string, properties: FlagProperties, now: number, options: { clientOnly?: boolean } = {}): FlagStore {
  const clientOnly = options.clientOnly ?? store.entries[name]?.clientOnly ?? false;
  return { ...store, entries: { ...store.entries, [name]: { properties: { ...properties }, state: 'dirty', clientOnly, updatedAt: now } } };
}

/** A context value kept for the viewer, e.g. a promo interaction; the next refresh sends it. */
export function setStoredContext(store: FlagStore, key: string, value: string, now: number): FlagStore {
  return { ...store, stored: { ...store.stored, [key]: { value, updatedAt: now } } };
}

/** Each entry's properties, by flag name. */
export function flagProperties(store: FlagStore): ReadonlyMap<string, FlagProperties> {
  return new Map(Object.entries(store.entries).map(([name, entry]) => [name, entry.properties]));
}

/** A value as tracking keeps it: at most 200 characters. */
export const trackedValue = (value: string) => value.slice(0, TRACKED_VALUE_LENGTH);

export interface FlagContextFacts {
  env: string;
  version: string;
  /** 'desktop' inside the desktop shell, else 'business'. */
  platform: 'desktop' | 'business';
  /** The desktop shell's version, or the browser's; null when unknown. */
  platformVersion: string | null;
  /** The desktop shell's release branch; null on the web. */
  platformBranch: string | null;
  /** Request flags a developer set for this session (X-Request-Flags). */
  sessionFlag: string | null;
  isE2e: boolean;
  isDev: boolean;
  account: { id: string; tier: string | null; distributor: string | null } | null;
}

export interface FlagContext {
  ephemeral: { key: string; value: string }[];
  stored: { key: string; value: string }[];
}

/** The context AllFlags resolves in (navigation.md 7): the eleven ephemeral keys that are known, and the stored values; every value as tracking keeps it. */
export function flagContext(facts: FlagContextFacts, store: FlagStore): FlagContext {
  const ephemeral: [string, string | null | undefined][] = [
    ['app.env', facts.env],
    ['app.version', facts.version],
    ['app.platform', facts.platform],
    ['app.platform_version', facts.platformVersion],
    ['app.platform_branch', facts.platformBranch],
    ['app.session_flag', facts.sessionFlag],
    ['app.is_e2e', String(facts.isE2e)],
    ['app.is_dev', String(facts.isDev)],
    ['account.tier', facts.account?.tier],
    ['account.id', facts.account?.id],
    ['account.distributor', facts.account?.distributor],
  ];
  return {
    ephemeral: ephemeral.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '').map(([key, value]) => ({ key, value: trackedValue(value) })),
    stored: Object.entries(store.stored).map(([key, { value }]) => ({ key, value: trackedValue(value) })),
  };
}

export interface ApplyEvent {
  flag: string;
  applyTime: string;
}

/** Events to apply: one per flag, the earliest kept, so a re-queued batch and new reads of the same flag go once. */
export function queueApplyEvents(queue: readonly ApplyEvent[], events: readonly ApplyEvent[]): ApplyEvent[] {
  const byFlag = new Map<string, ApplyEvent>();
  for (const event of [...queue, ...events]) {
    const kept = byFlag.get(event.flag);
    if (!kept || event.applyTime < kept.applyTime) byFlag.set(event.flag, event);
  }
  return [...byFlag.values()];
}
