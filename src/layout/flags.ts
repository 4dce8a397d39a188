// Feature flags the navigation depends on (navigation.md 6, 9) with their defaults, read through
// useFlag. The values come from AllFlags (FlagsProvider); until it answers, or when it fails, the
// defaults hold. Exposure events, stored context and overrides belong to the full flag system.
import { createContext, useContext } from 'react';
import { FLAG_CATALOGUE } from '../domain/flags';

/** The flags the navigation reads, with the catalogue's defaults. */
export const FLAG_DEFAULTS = {
  'theme-select': FLAG_CATALOGUE['theme-select'],
  'feature-guide-enabled': FLAG_CATALOGUE['feature-guide-enabled'],
  'location-users': FLAG_CATALOGUE['location-users'],
  'web-playback': FLAG_CATALOGUE['web-playback'],
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;
type Widen<T> = { [K in keyof T]: T[K] extends boolean ? boolean : T[K] extends string ? string : T[K] extends number ? number : T[K] };
export type FlagValue<N extends FlagName> = Widen<(typeof FLAG_DEFAULTS)[N]>;

/** Server answers: properties as a parsed JSON object per flag name. */
export type ResolvedFlags = ReadonlyMap<string, Readonly<Record<string, unknown>>>;

export const FlagsContext = createContext<ResolvedFlags>(new Map());

/** Parses AllFlags' answer; a flag whose properties are not a JSON object is skipped. */
export function parseFlags(flags: readonly { name: string; properties: string }[], warn: (message: string) => void = console.warn): ResolvedFlags {
  const parsed = new Map<string, Record<string, unknown>>();
  for (const flag of flags) {
    try {
      const properties: unknown = JSON.parse(flag.properties);
      if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) throw new TypeError('not an object');
      parsed.set(flag.name, properties as Record<string, unknown>);
    } catch {
      warn(`Failed to parse JSON properties for ${flag.name}`);
    }
  }
  return parsed;
}

/** A flag's value: each default property replaced by the server's when it has the same type. */
export function flagValue<N extends FlagName>(flags: ResolvedFlags, name: N): FlagValue<N> {
  const defaults: Record<string, unknown> = FLAG_DEFAULTS[name];
  const resolved = flags.get(name) ?? {};
  const value: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    if (typeof resolved[key] === typeof fallback) value[key] = resolved[key];
  }
  return value as FlagValue<N>;
}

export function useFlag<N extends FlagName>(name: N): FlagValue<N> {
  return flagValue(useContext(FlagsContext), name);
}

/** An account feature flag (Account.featureFlags), e.g. messaging_enabled, onboarding_enabled. */
export function hasAccountFeature(featureFlags: readonly string[] | null | undefined, name: string): boolean {
  return !!featureFlags?.includes(name);
}

export interface FlagContextFacts {
  env: string;
  version: string;
  /** 'desktop' inside the desktop shell, else 'business'. */
  platform: 'desktop' | 'business';
  isDev: boolean;
  accountId: string | null;
}

/** The ephemeral context AllFlags resolves in (navigation.md 7). */
export function flagContext(facts: FlagContextFacts): { ephemeral: { key: string; value: string }[]; stored: { key: string; value: string }[] } {
  const ephemeral = [
    { key: 'app.env', value: facts.env },
    { key: 'app.version', value: facts.version },
    { key: 'app.platform', value: facts.platform },
    { key: 'app.is_dev', value: String(facts.isDev) },
  ];
  if (facts.accountId) ephemeral.push({ key: 'account.id', value: facts.accountId });
  return { ephemeral, stored: [] };
}
