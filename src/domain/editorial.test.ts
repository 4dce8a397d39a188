import { describe, expect, it } from 'vitest';
import { editorialAgentOf, editorialPlatform, homePageOf, utcOffset } from './editorial';

describe('the editorial agent (core.md 3, 9)', () => {
  it('names the platform by tier: business for tier 3 (unlimited), else business-t2', () => {
    expect(editorialPlatform('unlimited')).toBe('business');
    expect(editorialPlatform('essential')).toBe('business-t2');
    expect(editorialPlatform('starter')).toBe('business-t2');
    expect(editorialPlatform(null)).toBe('business-t2');
  });

  it('writes the time zone as ±HH:MM, or Z at UTC', () => {
    const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
    expect(utcOffset(at(0))).toBe('Z');
    expect(utcOffset(at(-60))).toBe('+01:00');
    expect(utcOffset(at(-330))).toBe('+05:30');
    expect(utcOffset(at(480))).toBe('-08:00');
  });

  it("sends the locale EN, the session's user, the account's id, country and business, and the browser session", () => {
    const now = { getTimezoneOffset: () => -120 } as Date;
    expect(editorialAgentOf({ version: '2.0.0', now, session: 's-1', userId: 'u-1', account: { id: 'a-1', plan: 'unlimited', country: 'SE', businessType: 'cafe' } })).toEqual({
      platform: 'business',
      platformVersion: '2.0.0',
      locale: 'EN',
      tz: '+02:00',
      country: 'SE',
      account: 'a-1',
      user: 'u-1',
      businessType: 'cafe',
      session: 's-1',
    });
    expect(editorialAgentOf({ version: '2.0.0', now, session: 's-1', userId: null, account: null })).toMatchObject({ platform: 'business-t2', country: null, account: null, user: null, businessType: null });
  });
});

describe('the home pages', () => {
  it('finds /home and each named page, and nothing for an unknown name', () => {
    expect(homePageOf(undefined)).toMatchObject({ page: null, kind: null });
    expect(homePageOf('')).toMatchObject({ page: null });
    expect(homePageOf('moods')).toMatchObject({ kind: 'mood', title: 'Moods' });
    expect(homePageOf('playlists')).toBeNull();
  });
});
