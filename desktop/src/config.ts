// Where the desktop player points and what it reports (DECISIONS.md: every service's base URL is
// configurable, so the shell can point at any deployment; core.md 7: the desktop User-Agent carries a
// player-engine version). Read once from the environment at start-up.

/** The deployment the shell shows when none is configured: `npm start` on this machine. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:8080';
/** The player engine the shell reports (the web player inside it), sent in the GraphQL User-Agent. */
export const PLAYER_ENGINE_VERSION = 'web-audio-1';
/** The URI scheme of deep links (DECISIONS.md {brand-prefix}). */
export const DEEP_LINK_SCHEME = 'cadence';

export interface DesktopConfig {
  /** The web app's origin and start page. */
  appUrl: URL;
  /** electron-updater's generic feed; null leaves the feed of the packaged app (app-update.yml). */
  updateFeedUrl: string | null;
}

export function readConfig(env: Record<string, string | undefined>): DesktopConfig {
  const appUrl = new URL(env.CADENCE_APP_URL || DEFAULT_APP_URL);
  if (appUrl.protocol !== 'https:' && appUrl.protocol !== 'http:') throw new Error(`CADENCE_APP_URL must be http(s): ${appUrl.href}`);
  return { appUrl, updateFeedUrl: env.CADENCE_UPDATE_URL || null };
}
