// The app's current pair of environments, outside React so that route loaders (loadQuery) and the
// session reach them too. Logout or a change of user resets them: new stores, nothing cached.
import type { Environment } from 'relay-runtime';
import { createControlEnvironment, createPlaybackEnvironment, disposeEnvironment } from './environment';
import type { EnvironmentOptions } from './environment';
import { clearStoreCache, defaultStoreCacheStorage } from './storeCache';

export interface RelayEnvironmentPair {
  control: Environment;
  playback: Environment;
}

export interface EnvironmentsConfig {
  control: EnvironmentOptions;
  /** The playback session port holds the web player's playback token, not the user's. */
  playback: EnvironmentOptions;
}

let config: EnvironmentsConfig | undefined;
let current: RelayEnvironmentPair | undefined;
const listeners = new Set<() => void>();

function create(next: EnvironmentsConfig): RelayEnvironmentPair {
  return { control: createControlEnvironment(next.control), playback: createPlaybackEnvironment(next.playback) };
}

function disposeCurrent(): void {
  if (!current) return;
  disposeEnvironment(current.control);
  disposeEnvironment(current.playback);
  current = undefined;
}

function install(next: RelayEnvironmentPair): RelayEnvironmentPair {
  current = next;
  for (const listener of listeners) listener();
  return next;
}

/** Called once at start-up (main.tsx), before the router loads anything. */
export function configureEnvironments(next: EnvironmentsConfig): RelayEnvironmentPair {
  disposeCurrent();
  config = next;
  return install(create(next));
}

export function currentEnvironments(): RelayEnvironmentPair {
  if (!current) throw new Error('Relay environments are not configured: call configureEnvironments first');
  return current;
}

export const getControlEnvironment = (): Environment => currentEnvironments().control;
export const getPlaybackEnvironment = (): Environment => currentEnvironments().playback;

/**
 * Logout or a change of user: the old stores are dropped with their stored copies, and new, empty
 * environments take their place, so the old user's data never shows to the next one.
 */
export function resetEnvironments(): RelayEnvironmentPair {
  if (!config) throw new Error('Relay environments are not configured: call configureEnvironments first');
  disposeCurrent();
  const storages = new Set([config.control.storage, config.playback.storage].map((storage) => (storage === undefined ? defaultStoreCacheStorage() : storage)));
  for (const storage of storages) if (storage) clearStoreCache(storage);
  return install(create(config));
}

export function subscribeEnvironments(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
