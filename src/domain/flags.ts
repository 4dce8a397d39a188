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

/** A key and value of the context flags resolve in (navigation.md 7 AllFlags). */
export interface FlagContextEntry {
  key: string;
  value: string;
}

/** The promos whose flag carries showPromo, by the name their interactions are stored under. */
const PROMO_FLAGS: Readonly<Record<string, KnownFlag>> = { 'company-logo': 'company-logo', 'create-schedule': 'create-schedule', 'install-app': 'install-app-promo' };

/**
 * What the context changes of a flag, over the defaults and a deployment's overrides: a promo the user
 * dismissed or completed (stored user.promos.{name}.interaction) is not offered again; inside the
 * desktop shell the install-app promo has nothing to offer; an automated session (app.is_e2e) is
 * never recorded by session replay.
 */
function contextRules(context: readonly FlagContextEntry[]): Partial<Record<KnownFlag, FlagProperties>> {
  const value = (key: string) => context.find((entry) => entry.key === key)?.value;
  const rules: Partial<Record<KnownFlag, FlagProperties>> = {};
  for (const [promo, flag] of Object.entries(PROMO_FLAGS)) {
    if (value(`user.promos.${promo}.interaction`)) rules[flag] = 'showPromo' in FLAG_CATALOGUE[flag] ? { showPromo: false } : { enabled: false };
  }
  if (value('app.platform') === 'desktop') rules['install-app-promo'] = { enabled: false };
  if (value('app.is_e2e') === 'true') rules['mp-session-replay'] = { enabled: false, startOnMount: false };
  return rules;
}

/** Resolves every known flag: the default, a deployment's override of the same flag merged over it, then what the context decides. */
export function resolveFlags(overrides: Readonly<Record<string, FlagProperties>> = {}, context: readonly FlagContextEntry[] = []): { name: string; properties: FlagProperties }[] {
  const rules = contextRules(context);
  return Object.entries(FLAG_CATALOGUE).map(([name, defaults]) => ({ name, properties: { ...defaults, ...(overrides[name] ?? {}), ...(rules[name as KnownFlag] ?? {}) } }));
}
