// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../app/cookies';
import { ACCEPT_ALL, CONSENT_COOKIE, REJECT_ALL } from '../domain/engagement/consent';
import { CLICK_IDS_COOKIE, captureAttribution, keptAttribution } from './attribution';
import { createConsentStore } from './consent/consentStore';

const NOW = new Date('2026-11-28T12:00:00Z');
const landing = (path: string, referrer = '') => ({ url: new URL(path, 'https://app.cadence.test'), referrer, now: NOW });
const store = (timeZone: string) => createConsentStore({ timeZone: () => timeZone, now: () => NOW, report: vi.fn() });

// A new visitor, who has not chosen yet (the test setup has every other test's visitor accept all).
const forget = () => {
  for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', CLICK_IDS_COOKIE, CONSENT_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
};
beforeEach(forget);
afterEach(forget);

describe('attribution in the browser', () => {
  it('keeps the landing at once where Marketing is implied', () => {
    captureAttribution(landing('/signup?utm_source=news&utm_medium=email&utm_campaign=winter&gclid=g1'), store('Asia/Tokyo'));
    expect(keptAttribution()).toEqual({ utm: { source: 'news', medium: 'email', campaign: 'winter' }, clickIds: [{ param: 'gclid', value: 'g1', at: NOW.toISOString() }] });
  });

  it('holds it until Marketing is accepted where consent is asked', () => {
    const consent = store('Europe/Stockholm');
    captureAttribution(landing('/signup?utm_source=news'), consent);
    expect(readCookie('utm_source')).toBeUndefined();
    consent.choose(ACCEPT_ALL);
    expect(keptAttribution().utm).toEqual({ source: 'news', medium: 'direct' });
  });

  it('is never kept after Reject all, and removed when Marketing is withdrawn', () => {
    const consent = store('Europe/Stockholm');
    captureAttribution(landing('/home?fbclid=f1', 'https://www.bing.com/'), consent);
    consent.choose(REJECT_ALL);
    expect(keptAttribution()).toEqual({ utm: {}, clickIds: [] });
    consent.choose(ACCEPT_ALL);
    expect(keptAttribution().utm).toEqual({ source: 'bing', medium: 'cpc' });
    consent.choose(REJECT_ALL);
    expect(keptAttribution()).toEqual({ utm: {}, clickIds: [] });
  });

  it('lets a later direct visit keep the campaign, and a new campaign replace all its fields', () => {
    const consent = store('Asia/Tokyo');
    captureAttribution(landing('/?utm_source=news&utm_content=hero'), consent);
    captureAttribution(landing('/home'), consent);
    expect(keptAttribution().utm).toEqual({ source: 'news', medium: 'direct', content: 'hero' });
    captureAttribution(landing('/?utm_source=ads&utm_medium=cpc'), consent);
    expect(keptAttribution().utm).toEqual({ source: 'ads', medium: 'cpc' });
  });
});
