import { describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_POLICY_PATHS,
  REJECT_ALL,
  allowsSessionRecording,
  choicesOf,
  consentGrants,
  consentLanguage,
  consentLevelInForce,
  consentModalShown,
  consentMustBeAsked,
  impliedConsent,
  levelOfChoices,
  parseConsent,
  saveChoices,
  serializeConsent,
  toggleChoice,
  utcOffsetMinutes,
} from './consent';
import type { ConsentLevel } from './consent';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('consent by time zone (navigation.md 4)', () => {
  it.each([
    // UTC−1 to +3, both ends included: asked
    ['Atlantic/Cape_Verde', WINTER, true], // −1
    ['Atlantic/Azores', WINTER, true], // −1
    ['Europe/London', WINTER, true], // 0
    ['UTC', WINTER, true],
    ['Europe/Stockholm', SUMMER, true], // +2
    ['Europe/Helsinki', SUMMER, true], // +3
    ['Europe/Moscow', WINTER, true], // +3
    ['Africa/Nairobi', WINTER, true], // +3
    // just outside the band: implied
    ['America/Noronha', WINTER, false], // −2
    ['Asia/Dubai', WINTER, false], // +4
    ['Asia/Tehran', WINTER, false], // +3:30
    ['America/New_York', WINTER, false],
    ['Asia/Tokyo', WINTER, false],
    ['Australia/Sydney', SUMMER, false],
    // Greenland is excluded from the band, whatever its offset
    ['America/Danmarkshavn', WINTER, false], // 0
    ['America/Scoresbysund', SUMMER, false],
    ['America/Nuuk', SUMMER, false],
    // Pacific time and India are asked, outside the band
    ['America/Los_Angeles', WINTER, true],
    ['America/Los_Angeles', SUMMER, true],
    ['America/Vancouver', WINTER, true],
    ['America/Tijuana', SUMMER, true],
    ['Asia/Kolkata', WINTER, true],
    ['Asia/Calcutta', WINTER, true],
    // other Pacific-side zones are not Pacific time
    ['America/Denver', WINTER, false],
    ['Pacific/Honolulu', WINTER, false],
    // unknown: asked
    [undefined, WINTER, true],
    ['Mars/Olympus_Mons', WINTER, true],
  ] as const)('%s at %s: asked %s', (timeZone, at, asked) => {
    expect(consentMustBeAsked(timeZone, at)).toBe(asked);
    expect(impliedConsent(timeZone, at)).toEqual(asked ? null : { level: 3, method: 'implicit' });
  });

  it('reads offsets with their minutes and sign', () => {
    expect(utcOffsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(utcOffsetMinutes('America/St_Johns', WINTER)).toBe(-210);
    expect(utcOffsetMinutes('UTC', WINTER)).toBe(0);
    expect(utcOffsetMinutes('Nowhere/Else', WINTER)).toBeNull();
  });

  it('is in force as stored, else implied, else Necessary', () => {
    expect(consentLevelInForce({ level: 2, method: 'multichoice' }, 'Asia/Tokyo', WINTER)).toBe(2);
    expect(consentLevelInForce(null, 'Asia/Tokyo', WINTER)).toBe(3);
    expect(consentLevelInForce(null, 'Europe/Stockholm', WINTER)).toBe(1);
  });
});

describe('consent choices (navigation.md 4)', () => {
  it('accepts all at Marketing and rejects all at Necessary', () => {
    expect(ACCEPT_ALL).toEqual({ level: 3, method: 'acceptall' });
    expect(REJECT_ALL).toEqual({ level: 1, method: 'rejectall' });
  });

  it.each([
    // from, category, checked, to
    [1, 'analytics', true, { necessary: true, analytics: true, marketing: false }],
    [1, 'marketing', true, { necessary: true, analytics: true, marketing: true }],
    [3, 'analytics', false, { necessary: true, analytics: false, marketing: false }],
    [3, 'marketing', false, { necessary: true, analytics: true, marketing: false }],
    [2, 'necessary', false, { necessary: true, analytics: true, marketing: false }],
    [3, 'analytics', true, { necessary: true, analytics: true, marketing: true }],
  ] as const)('from level %s, %s checked %s', (from, category, checked, to) => {
    expect(toggleChoice(choicesOf(from), category, checked)).toEqual(to);
  });

  it('saves the highest checked level', () => {
    expect(saveChoices({ necessary: true, analytics: false, marketing: false })).toEqual({ level: 1, method: 'multichoice' });
    expect(levelOfChoices({ necessary: true, analytics: true, marketing: false })).toBe(2);
    expect(levelOfChoices({ necessary: true, analytics: true, marketing: true })).toBe(3);
  });
});

describe('consent grants (navigation.md 9)', () => {
  it.each([
    [1, ['functionality_storage', 'personalization_storage', 'security_storage']],
    [2, ['functionality_storage', 'personalization_storage', 'security_storage', 'analytics_storage']],
    [3, ['functionality_storage', 'personalization_storage', 'security_storage', 'analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization']],
  ] as const)('level %s grants %j', (level, granted) => {
    const grants = consentGrants(level);
    expect(Object.keys(grants)).toHaveLength(7);
    expect(Object.entries(grants).filter(([, value]) => value === 'granted').map(([kind]) => kind).sort()).toEqual([...granted].sort());
  });

  it('allows session recording from Analytics', () => {
    expect([1, 2, 3].map((level) => allowsSessionRecording(level as ConsentLevel))).toEqual([false, true, true]);
  });
});

describe('the consent cookie', () => {
  it('round-trips and refuses anything else with the spec’s error', () => {
    const report = vi.fn();
    expect(parseConsent(serializeConsent({ level: 2, method: 'multichoice' }), report)).toEqual({ level: 2, method: 'multichoice' });
    for (const bad of ['', '4.accept', '2.maybe', '2', 'x.accept', '2.accept.x']) expect(parseConsent(bad, report), bad).toBeNull();
    expect(report).toHaveBeenCalledTimes(6);
    expect(report).toHaveBeenCalledWith('tracking.consent: Invalid consentValue');
  });
});

describe('the consent modal (navigation.md 2.16)', () => {
  const facts = { pathname: '/home', stored: null, timeZone: 'Europe/Stockholm', now: WINTER, forced: false };

  it.each([
    ['asked, nothing stored', {}, true],
    ['asked, a choice stored', { stored: REJECT_ALL }, false],
    ['implied by the zone', { timeZone: 'Asia/Tokyo' }, false],
    ['on the cookie policy', { pathname: CONSENT_POLICY_PATHS.cookiePolicy }, false],
    ['on the privacy policy with a slash', { pathname: `${CONSENT_POLICY_PATHS.privacyPolicy}/` }, false],
    ['on the cookie table', { pathname: CONSENT_POLICY_PATHS.cookieTable }, false],
    ['forced on the cookie table', { pathname: CONSENT_POLICY_PATHS.cookieTable, forced: true }, true],
    ['forced after a choice where implied', { stored: ACCEPT_ALL, timeZone: 'Asia/Tokyo', forced: true }, true],
  ] as const)('%s: shown %s', (_case, change, shown) => {
    expect(consentModalShown({ ...facts, ...change })).toBe(shown);
  });

  it.each([
    [['sv-SE', 'en'], 'sv'],
    [['nl'], 'nl'],
    [['de-AT'], 'de'],
    [['fr-CA', 'de'], 'fr'],
    [['ES-mx'], 'es'],
    [['fi', 'de'], 'de'],
    [['ja'], 'en'],
    [[], 'en'],
  ] as const)('speaks %j as %s', (preferred, language) => {
    expect(consentLanguage(preferred)).toBe(language);
  });
});
