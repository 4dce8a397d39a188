// What the app's Relay environments are made from, set once at start-up. It lives apart from the
// environments themselves so that start-up does not load Relay (about 70 KB of gzip JavaScript):
// src/relay/environments.ts creates the environments from it when the first screen or call needs one.
import type { EnvironmentOptions } from './environment';

export interface EnvironmentsConfig {
  control: EnvironmentOptions;
  /**
   * The user's session, for reading and controlling zones remotely. A tab that plays a zone speaks with
   * its playback token through an environment of its own (src/fragments/webPlayerApp.ts).
   */
  playback: EnvironmentOptions;
}

let config: EnvironmentsConfig | undefined;

/** Called once at start-up (src/app/bootstrap.ts), before the router loads anything. */
export function configureEnvironments(next: EnvironmentsConfig): void {
  config = next;
}

export function environmentsConfigured(): boolean {
  return config !== undefined;
}

export function environmentsConfig(): EnvironmentsConfig {
  if (!config) throw new Error('Relay environments are not configured: call configureEnvironments first');
  return config;
}
