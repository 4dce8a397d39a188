// The app's current pair of environments, outside React so that route loaders (loadQuery) and the
// session reach them too. They are created from the start-up configuration (environmentsConfig.ts)
// when first asked for. Logout or a change of user resets them: new stores, nothing cached.
import type { Environment } from 'relay-runtime';
import { createControlEnvironment, createPlaybackEnvironment, disposeEnvironment } from './environment';
import { environmentsConfig } from './environmentsConfig';
import type { EnvironmentsConfig } from './environmentsConfig';
import { clearStoreCache, defaultStoreCacheStorage } from './storeCache';

export interface RelayEnvironmentPair {
  control: Environment;
  playback: Environment;
}

let current: { pair: RelayEnvironmentPair; config: EnvironmentsConfig } | undefined;
const listeners = new Set<() => void>();

function disposeCurrent(): void {
  if (!current) return;
  disposeEnvironment(current.pair.control);
  disposeEnvironment(current.pair.playback);
  current = undefined;
}

function create(config: EnvironmentsConfig): RelayEnvironmentPair {
  const pair = { control: createControlEnvironment(config.control), playback: createPlaybackEnvironment(config.playback) };
  current = { pair, config };
  return pair;
}

/** The environments of the current configuration; new ones once it is replaced. */
export function currentEnvironments(): RelayEnvironmentPair {
  const config = environmentsConfig();
  if (current?.config === config) return current.pair;
  disposeCurrent();
  return create(config);
}

export const getControlEnvironment = (): Environment => currentEnvironments().control;
export const getPlaybackEnvironment = (): Environment => currentEnvironments().playback;

/**
 * Logout or a change of user: the old stores are dropped with their stored copies, and new, empty
 * environments take their place, so the old user's data never shows to the next one.
 */
export function resetEnvironments(): RelayEnvironmentPair {
  const config = environmentsConfig();
  disposeCurrent();
  const storages = new Set([config.control.storage, config.playback.storage].map((storage) => (storage === undefined ? defaultStoreCacheStorage() : storage)));
  for (const storage of storages) if (storage) clearStoreCache(storage);
  const pair = create(config);
  for (const listener of listeners) listener();
  return pair;
}

export function subscribeEnvironments(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
