// Cookie consent (navigation.md 2.16, 3 'Consent', 4 'Consent', 9): three levels, how a choice is
// made, what each level grants, and where consent is implied by the browser's time zone.

export const CONSENT_LEVELS = { necessary: 1, analytics: 2, marketing: 3 } as const;
export type ConsentLevel = (typeof CONSENT_LEVELS)[keyof typeof CONSENT_LEVELS];
export type ConsentCategory = keyof typeof CONSENT_LEVELS;
/** The categories in level order: checking one checks those before it, unchecking one unchecks those after. */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['necessary', 'analytics', 'marketing'];

export const CONSENT_METHODS = ['cookie', 'implicit', 'accept', 'multichoice', 'acceptall', 'rejectall', 'inherited'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export interface Consent {
  level: ConsentLevel;
  method: ConsentMethod;
}

export const CONSENT_COOKIE = 'cadence_consent';
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The modal's closing animation (navigation.md 9). */
export const CONSENT_MODAL_CLOSE_MS = 500;
export const INVALID_CONSENT_VALUE = 'tracking.consent: Invalid consentValue';

export function isConsentLevel(value: unknown): value is ConsentLevel {
  return value === 1 || value === 2 || value === 3;
}

/** The cookie's value: the level and how it was given, e.g. '3.acceptall'. */
export function serializeConsent({ level, method }: Consent): string {
  return `${level}.${method}`;
}

/** A stored value read back; null (and the spec's error reported) when it is not one serializeConsent writes. */
export function parseConsent(value: string, report: (message: string) => void): Consent | null {
  const [level, method, ...rest] = value.split('.');
  const parsed = Number(level);
  if (rest.length === 0 && isConsentLevel(parsed) && (CONSENT_METHODS as readonly string[]).includes(method ?? '')) return { level: parsed, method: method as ConsentMethod };
  report(INVALID_CONSENT_VALUE);
  return null;
}

/** The storage a level grants (navigation.md 9), in the names of Google's consent mode. */
export type ConsentStorage = 'functionality_storage' | 'personalization_storage' | 'security_storage' | 'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization';

const GRANTS_OF_LEVEL: Record<ConsentLevel, readonly ConsentStorage[]> = {
  1: ['functionality_storage', 'personalization_storage', 'security_storage'],
  2: ['analytics_storage'],
  3: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

/** Every storage kind with whether the level grants it: a level grants its own and those of every lower level. */
export function consentGrants(level: ConsentLevel): Record<ConsentStorage, 'granted' | 'denied'> {
  const grants = {} as Record<ConsentStorage, 'granted' | 'denied'>;
  for (const [of, kinds] of Object.entries(GRANTS_OF_LEVEL)) for (const kind of kinds) grants[kind] = Number(of) <= level ? 'granted' : 'denied';
  return grants;
}

/** Session recording needs Analytics or more. */
export const allowsSessionRecording = (level: ConsentLevel) => level >= CONSENT_LEVELS.analytics;

export type ConsentChoices = Readonly<Record<ConsentCategory, boolean>>;

/** The checkboxes as a level shows them: that level's category and all below it checked. */
export function choicesOf(level: ConsentLevel): ConsentChoices {
  return { necessary: true, analytics: level >= 2, marketing: level >= 3 };
}

/** Checking a category checks every lower one, unchecking one unchecks every higher one; Necessary stays checked. */
export function toggleChoice(choices: ConsentChoices, category: ConsentCategory, checked: boolean): ConsentChoices {
  if (category === 'necessary') return choices;
  const level = CONSENT_LEVELS[category];
  return choicesOf(checked ? (Math.max(level, levelOfChoices(choices)) as ConsentLevel) : ((level - 1) as ConsentLevel));
}

/** 'Save choices': the highest checked level. */
export function levelOfChoices(choices: ConsentChoices): ConsentLevel {
  let level: ConsentLevel = 1;
  for (const category of CONSENT_CATEGORIES) if (choices[category]) level = CONSENT_LEVELS[category];
  return level;
}

export const ACCEPT_ALL: Consent = { level: 3, method: 'acceptall' };
export const REJECT_ALL: Consent = { level: 1, method: 'rejectall' };
export const saveChoices = (choices: ConsentChoices): Consent => ({ level: levelOfChoices(choices), method: 'multichoice' });

// The spec names regions, not zones: these are the IANA zones of Greenland (excluded from the asking
// band), of Pacific time and of India (asked wherever their offset falls).
const GREENLAND_ZONES = new Set(['America/Nuuk', 'America/Godthab', 'America/Scoresbysund', 'America/Danmarkshavn', 'America/Thule']);
const PACIFIC_TIME_ZONES = new Set(['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana', 'America/Ensenada', 'America/Santa_Isabel', 'US/Pacific', 'Canada/Pacific', 'Mexico/BajaNorte', 'PST8PDT']);
const INDIA_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);
/** The band of UTC offsets, in minutes, where consent is asked for: UTC−1 to UTC+3. */
const ASKING_OFFSETS = { from: -60, to: 180 } as const;

/** The zone's UTC offset in minutes at `at`; null for a zone Intl does not know. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | null {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
    if (!match) return null;
    return match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor must be asked (navigation.md 4 'Consent'): in a zone of UTC−1 to +3 outside
 * Greenland, in Pacific time or in India. Elsewhere Marketing is implied. A zone the browser does not
 * name, or Intl cannot place, is asked: nothing is implied without knowing where.
 */
export function consentMustBeAsked(timeZone: string | undefined, at: Date): boolean {
  if (!timeZone) return true;
  if (PACIFIC_TIME_ZONES.has(timeZone) || INDIA_ZONES.has(timeZone)) return true;
  if (GREENLAND_ZONES.has(timeZone)) return false;
  const offset = utcOffsetMinutes(timeZone, at);
  return offset === null || (offset >= ASKING_OFFSETS.from && offset <= ASKING_OFFSETS.to);
}

/** The consent in force without a choice: Marketing, implied, where nobody is asked; none where the visitor must choose. */
export function impliedConsent(timeZone: string | undefined, at: Date): Consent | null {
  return consentMustBeAsked(timeZone, at) ? null : { level: CONSENT_LEVELS.marketing, method: 'implicit' };
}

// The policy pages' paths (DECISIONS.md gap: the spec names the pages, not their addresses). The modal
// links to them, so it stays off them: a visitor reads them before choosing.
export const CONSENT_POLICY_PATHS = { cookiePolicy: '/legal/cookie-policy', privacyPolicy: '/legal/privacy-policy', cookieTable: '/legal/cookie-table' } as const;

export interface ConsentModalFacts {
  pathname: string;
  /** The stored choice, if any. */
  stored: Consent | null;
  timeZone: string | undefined;
  now: Date;
  /** Opened on purpose (cookie settings): shows whatever the page and whatever was chosen. */
  forced: boolean;
}

/** Whether the consent modal shows (navigation.md 2.16). */
export function consentModalShown({ pathname, stored, timeZone, now, forced }: ConsentModalFacts): boolean {
  if (forced) return true;
  const path = pathname.replace(/\/+$/, '');
  if ((Object.values(CONSENT_POLICY_PATHS) as string[]).includes(path)) return false;
  return stored === null && consentMustBeAsked(timeZone, now);
}

/** The level in force: the stored choice, else what the time zone implies, else Necessary only. */
export function consentLevelInForce(stored: Consent | null, timeZone: string | undefined, now: Date): ConsentLevel {
  return stored?.level ?? impliedConsent(timeZone, now)?.level ?? CONSENT_LEVELS.necessary;
}

export const CONSENT_LANGUAGES = ['en', 'sv', 'nl', 'de', 'fr', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** The modal's language: the first of the browser's languages the modal has (by primary subtag), else English. */
export function consentLanguage(preferred: readonly string[]): ConsentLanguage {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = CONSENT_LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}
