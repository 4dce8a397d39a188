// Attribution kept in the browser (navigation.md 9): each UTM value in its own cookie (utm_source...,
// the names the domain migration carries over) for 180 days or utm_expiry's days, and the last click ids
// in one cookie for 180 days. They are ad storage, so they are kept only with Marketing consent: a
// landing is held in memory until then, and withdrawing Marketing removes them.
import { readCookie, writeCookie } from '../app/cookies';
import { ATTRIBUTION_KEPT_DAYS, UTM_FIELDS, keptClickIds, landingAttribution, parseClickIds, replacesKeptUtm } from '../domain/engagement/attribution';
import type { ClickId, Landing, LandingAttribution, Utm } from '../domain/engagement/attribution';
import { CONSENT_LEVELS } from '../domain/engagement/consent';
import { consent as appConsent } from './consent/consentStore';
import type { ConsentStore } from './consent/consentStore';

export const CLICK_IDS_COOKIE = 'cadence_click_ids';
const DAY_SECONDS = 24 * 60 * 60;
const utmCookie = (field: string) => `utm_${field}`;

export interface KeptAttribution {
  utm: Utm;
  clickIds: ClickId[];
}

/** What the browser keeps now; signup sends it with the new account (navigation.md 2.10's landing search). */
export function keptAttribution(): KeptAttribution {
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = readCookie(utmCookie(field));
    if (value !== undefined) utm[field] = value;
  }
  return { utm, clickIds: parseClickIds(readCookie(CLICK_IDS_COOKIE)) };
}

function keep(landing: LandingAttribution, now: Date): void {
  const kept = keptAttribution();
  if (replacesKeptUtm(landing, kept.utm)) {
    for (const field of UTM_FIELDS) {
      const value = landing.utm[field];
      // A field this landing lacks is cleared, so that one campaign's content never joins another's source.
      writeCookie(utmCookie(field), value ?? '', value === undefined ? 0 : landing.keptDays * DAY_SECONDS);
    }
  }
  const clickIds = keptClickIds(kept.clickIds, landing.clickIds, now);
  if (clickIds.length > 0) writeCookie(CLICK_IDS_COOKIE, JSON.stringify(clickIds), ATTRIBUTION_KEPT_DAYS * DAY_SECONDS);
}

function forget(): void {
  for (const field of UTM_FIELDS) writeCookie(utmCookie(field), '', 0);
  writeCookie(CLICK_IDS_COOKIE, '', 0);
}

/**
 * Reads the landing and keeps it once Marketing is in force (at once when it already is); removes what
 * is kept when consent falls below Marketing. Returns the unsubscribe.
 */
export function captureAttribution(landing: Landing, consent: ConsentStore = appConsent): () => void {
  const attribution = landingAttribution(landing);
  let pending = true;
  const settle = () => {
    const marketing = consent.level() >= CONSENT_LEVELS.marketing;
    if (marketing && pending) {
      keep(attribution, landing.now);
      pending = false;
    } else if (!marketing) {
      forget();
    }
  };
  settle();
  return consent.subscribe(settle);
}
