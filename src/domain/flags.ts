// The feature flags the product knows, with their defaults (navigation.md 9). The server resolves
// flags from these (plus a deployment's overrides); the client falls back to them when it cannot.
export type FlagProperties = Readonly<Record<string, boolean | string | number>>;

const off = { enabled: false } as const;

export const FLAG_CATALOGUE = {
  'theme-select': off,
  'theme-select-banner': off,
  'survey-zones-page': off,
  'web-remote-v1-link': off,
  'playlist-page-refresh': off,
  'location-users': off,
  'location-users-banner-company-users': off,
  'mx-smart-shuffle-controls': off,
  're18-checkout-survey': off,
  'survey-nps-survey': off,
  'feature-guide-enabled': off,
  'install-app-promo': off,
  // The surveys of navigation.md 9 ('the surveys above' are off by default).
  'survey-localisation-german': off,
  'survey-localisation-french': off,
  'survey-localisation-spanish': off,
  'survey-insights-interview': off,
  'mp-session-replay': { enabled: false, startOnMount: false },
  'mx-playlist-page-refresh-2': { variant: 'original' },
  'company-logo': { enabled: true, showPromo: false },
  'create-schedule': { enabled: true, showPromo: false },
  'web-playback': { enabled: false, showSidebarInSetupGuide: false },
} as const satisfies Record<string, FlagProperties>;

export type KnownFlag = keyof typeof FLAG_CATALOGUE;

/** Resolves every known flag: the default, with a deployment's override of the same flag merged over it. */
export function resolveFlags(overrides: Readonly<Record<string, FlagProperties>> = {}): { name: string; properties: FlagProperties }[] {
  return Object.entries(FLAG_CATALOGUE).map(([name, defaults]) => ({ name, properties: { ...defaults, ...(overrides[name] ?? {}) } }));
}
