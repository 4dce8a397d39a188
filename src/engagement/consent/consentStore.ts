// The visitor's consent (navigation.md 4 'Consent'): the stored choice in its cookie (365 days),
// whether the modal is forced open, and who wants to know when the level changes (attribution keeps
// its cookies only with Marketing). Small and free of react-aria: it is part of the first paint.
import { readCookie, writeCookie } from '../../app/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, consentLevelInForce, consentModalShown, parseConsent, serializeConsent } from '../../domain/engagement/consent';
import type { Consent, ConsentLevel } from '../../domain/engagement/consent';

export interface ConsentState {
  stored: Consent | null;
  /** Opened on purpose (cookie settings), shown on any page. */
  forced: boolean;
}

export interface ConsentStore {
  subscribe(listener: () => void): () => void;
  getState(): ConsentState;
  /** Keeps a choice from the modal and closes it. */
  choose(consent: Consent): void;
  /** Opens the modal wherever the visitor is, whatever was chosen. */
  openSettings(): void;
  /** The level in force now: the choice, else what the time zone implies, else Necessary. */
  level(): ConsentLevel;
  /** Whether the modal shows on this page (navigation.md 2.16). */
  modalShown(pathname: string): boolean;
}

export interface ConsentEnvironment {
  timeZone(): string | undefined;
  now(): Date;
  report(message: string): void;
}

const browser: ConsentEnvironment = {
  timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  now: () => new Date(),
  report: (message) => console.warn(message),
};

export function createConsentStore(environment: ConsentEnvironment = browser): ConsentStore {
  const cookie = readCookie(CONSENT_COOKIE);
  let state: ConsentState = { stored: cookie === undefined ? null : parseConsent(cookie, environment.report), forced: false };
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    choose(consent) {
      writeCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_COOKIE_MAX_AGE_SECONDS);
      set({ stored: consent, forced: false });
    },
    openSettings: () => set({ ...state, forced: true }),
    level: () => consentLevelInForce(state.stored, environment.timeZone(), environment.now()),
    modalShown: (pathname) => consentModalShown({ pathname, ...state, timeZone: environment.timeZone(), now: environment.now() }),
  };
}

export const consent = createConsentStore();
