// Who the app is, as it tells the server on every call (core.md 7): the GraphQL User-Agent, the REST
// X-User-Agent (the editorial agent as JSON), the tracking id, the canary marker and request flags.

/** The web app's client name; the desktop shell reports its own with a player-engine version. */
export const WEB_CLIENT_NAME = 'cadence-business-web';
export const DESKTOP_CLIENT_NAME = 'cadence-desktop-player';

export interface ClientIdentity {
  client: string;
  version: string;
  commit: string;
  dev: boolean;
  browser?: { name: string; version: string };
  os?: { name: string; version: string };
  /** Desktop only: the player engine's version. */
  engineVersion?: string;
}

/** 'client/version (Commit; x) (Dev) (Browser; name; version) (OS; name; version)', as core.md 7 gives it. */
export function graphqlUserAgent(identity: ClientIdentity): string {
  const parts = [`${identity.client}/${identity.version}`, `(Commit; ${identity.commit})`];
  if (identity.dev) parts.push('(Dev)');
  if (identity.browser) parts.push(`(Browser; ${identity.browser.name}; ${identity.browser.version})`);
  if (identity.os) parts.push(`(OS; ${identity.os.name}; ${identity.os.version})`);
  if (identity.engineVersion) parts.push(`(Engine; ${identity.engineVersion})`);
  return parts.join(' ');
}

/** The editorial agent the product's API reads from X-User-Agent (platform per core.md 9 is set per tier). */
export function editorialAgent(identity: ClientIdentity, platform: 'business' | 'business-t2' = 'business'): string {
  return JSON.stringify({ client: identity.client, version: identity.version, platform, ...(identity.os ? { os: identity.os.name } : {}) });
}

/** Browser and OS names from a navigator user agent string, for the User-Agent's optional parts. */
export function parseNavigatorAgent(userAgent: string): Pick<ClientIdentity, 'browser' | 'os'> {
  const browser = /(Edg|Firefox|Chrome|Chromium|Safari)\/([\d.]+)/.exec(userAgent);
  const os = /(Windows NT|Mac OS X|Android|Linux|CrOS|iPhone OS)[ _]?([\d._]*)/.exec(userAgent);
  return {
    ...(browser ? { browser: { name: browser[1] === 'Edg' ? 'Edge' : browser[1]!, version: browser[2]! } } : {}),
    ...(os ? { os: { name: os[1]!, version: (os[2] ?? '').replaceAll('_', '.') || 'unknown' } } : {}),
  };
}

export function webIdentity(): ClientIdentity {
  // Inside the desktop shell: its own client name, its version and its player engine's (core.md 7).
  const desktop = typeof window === 'undefined' ? undefined : window.cadenceDesktop;
  return {
    client: desktop ? DESKTOP_CLIENT_NAME : WEB_CLIENT_NAME,
    version: __APP_VERSION__,
    commit: __APP_COMMIT__,
    dev: import.meta.env.DEV,
    ...(typeof navigator === 'undefined' ? {} : parseNavigatorAgent(navigator.userAgent)),
    ...(desktop ? { version: desktop.info.version, engineVersion: desktop.info.playerEngineVersion } : {}),
  };
}

/** One tracking id per page load; every request carries it as X-Tracking-Id. */
export const TRACKING_ID: string = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/** Request flags the user or a developer set for this tab (X-Request-Flags: nocache:true). */
export const requestFlags = { nocache: false, canary: false };

export function requestFlagsHeader(): string | undefined {
  return requestFlags.nocache ? 'nocache:true' : undefined;
}
