// Feature flags the navigation depends on (navigation.md 6, 9) with their defaults, read through
// useFlag. The values come from the flag store (FlagsProvider: stored, then AllFlags' answers, with
// manual changes kept); for a flag it does not have, or when it fails, the defaults hold. Reading a
// flag the store has is an exposure, sent through ApplyFlags.
import { createContext, useContext, useEffect } from 'react';
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

/** Records that a flag was read (an exposure); the flag store's, once it has loaded. */
export const FlagReadContext = createContext<(name: string) => void>(() => {});

/** Where the flag store is kept (src/layout/flagsRuntime.ts); here, so the entry can tell whether one is left over without loading it. */
export const FLAG_STORE_KEY = 'cadence.flags';

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
  const flags = useContext(FlagsContext);
  const read = useContext(FlagReadContext);
  useEffect(() => read(name), [read, flags, name]);
  return flagValue(flags, name);
}

/** An account feature flag (Account.featureFlags), e.g. messaging_enabled, onboarding_enabled. */
export function hasAccountFeature(featureFlags: readonly string[] | null | undefined, name: string): boolean {
  return !!featureFlags?.includes(name);
}
