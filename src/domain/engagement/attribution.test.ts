import { describe, expect, it } from 'vitest';
import { keptClickIds, landingAttribution, parseClickIds, replacesKeptUtm } from './attribution';
import type { ClickId } from './attribution';

const NOW = new Date('2026-11-28T12:00:00Z');
const land = (path: string, referrer = '') => landingAttribution({ url: new URL(path, 'https://app.cadence.test'), referrer, now: NOW });
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('a landing’s attribution (navigation.md 9)', () => {
  it.each([
    // path, referrer, utm, direct
    ['/signup?utm_source=news&utm_medium=email&utm_campaign=winter&utm_content=hero', '', { source: 'news', medium: 'email', campaign: 'winter', content: 'hero' }, false],
    ['/signup?utm_campaign=winter', 'https://www.google.se/', { source: 'google', medium: 'organic', campaign: 'winter' }, false],
    ['/home', 'https://www.google.com/search?q=music', { source: 'google', medium: 'organic' }, false],
    ['/home', 'https://duckduckgo.com/', { source: 'duckduckgo', medium: 'organic' }, false],
    ['/home', 'https://blog.example.org/post', { source: 'blog.example.org', medium: 'organic' }, false],
    ['/home?gclid=abc', 'https://www.google.com/', { source: 'google', medium: 'cpc' }, false],
    ['/home?fbclid=f1', '', { source: '(direct)', medium: 'cpc' }, false],
    ['/home', '', { source: '(direct)', medium: 'direct' }, true],
    // the app's own pages and broken referrers are no referrer
    ['/home', 'https://app.cadence.test/zones', { source: '(direct)', medium: 'direct' }, true],
    ['/home', 'not a url', { source: '(direct)', medium: 'direct' }, true],
  ])('%s from %j', (path, referrer, utm, direct) => {
    const landing = land(path, referrer);
    expect(landing.utm).toEqual(utm);
    expect(landing.direct).toBe(direct);
  });

  it('cuts each UTM value to 255 characters', () => {
    const landing = land(`/?utm_source=${'s'.repeat(300)}&utm_content=${'c'.repeat(256)}`);
    expect(landing.utm.source).toHaveLength(255);
    expect(landing.utm.content).toHaveLength(255);
  });

  it.each([
    ['/?utm_source=a', 180],
    ['/?utm_source=a&utm_expiry=30', 30],
    ['/?utm_source=a&utm_expiry=0', 180],
    ['/?utm_source=a&utm_expiry=-5', 180],
    ['/?utm_source=a&utm_expiry=1.5', 180],
    ['/?utm_source=a&utm_expiry=soon', 180],
  ])('%s keeps the values %s days', (path, days) => {
    expect(land(path).keptDays).toBe(days);
  });

  it('captures every click id the spec names', () => {
    const landing = land('/?gclid=g&fbclid=f&msclkid=m&dclid=d&li_fat_id=l&ttclid=t');
    expect(landing.clickIds.map(({ param, value, at }) => `${param}=${value}@${at}`)).toEqual(['gclid', 'fbclid', 'msclkid', 'dclid', 'li_fat_id'].map((p) => `${p}=${p[0]}@${NOW.toISOString()}`));
  });

  it('lets a direct visit keep earlier values and anything else replace them', () => {
    expect(replacesKeptUtm(land('/home'), { source: 'news', medium: 'email' })).toBe(false);
    expect(replacesKeptUtm(land('/home'), {})).toBe(true);
    expect(replacesKeptUtm(land('/home', 'https://bing.com/'), { source: 'news' })).toBe(true);
    expect(replacesKeptUtm(land('/home?utm_source=x'), { source: 'news' })).toBe(true);
  });
});

describe('kept click ids', () => {
  const id = (value: string, at: string, param: ClickId['param'] = 'gclid'): ClickId => ({ param, value, at });

  it('keeps the last 5, newest first', () => {
    const stored = [1, 2, 3, 4, 5].map((n) => id(`old${n}`, daysAgo(n)));
    expect(keptClickIds(stored, [id('new', NOW.toISOString())], NOW).map((c) => c.value)).toEqual(['new', 'old1', 'old2', 'old3', 'old4']);
  });

  it('drops those older than 180 days and repeats', () => {
    const stored = [id('a', daysAgo(179)), id('b', daysAgo(181)), id('a', daysAgo(10)), id('a', daysAgo(3), 'fbclid')];
    expect(keptClickIds(stored, [], NOW)).toEqual([id('a', daysAgo(3), 'fbclid'), id('a', daysAgo(10))]);
  });

  it('reads back what it wrote, and nothing from anything else', () => {
    const ids = [id('a', daysAgo(1))];
    expect(parseClickIds(JSON.stringify(ids))).toEqual(ids);
    expect(parseClickIds(undefined)).toEqual([]);
    expect(parseClickIds('{')).toEqual([]);
    expect(parseClickIds('{"a":1}')).toEqual([]);
    expect(parseClickIds(JSON.stringify([{ param: 'zzclid', value: 'x', at: daysAgo(1) }, { param: 'gclid', value: 'y', at: 'never' }]))).toEqual([]);
  });
});
