import { describe, expect, it } from 'vitest';
import { selectPrompts } from './promptSelection';
import type { SelectionFacts } from './promptSelection';

const NOW = new Date('2026-11-28T12:00:00Z');
const on = { enabled: true };
const facts = (change: Partial<SelectionFacts> = {}, flags: Record<string, Record<string, unknown>> = {}): SelectionFacts => ({
  viewerId: 'u1',
  flags: (name) => flags[name],
  keyValues: [],
  now: NOW,
  promosForAudience: ['install-app'],
  ...change,
});
const ids = (f: SelectionFacts) => selectPrompts(f).map((p) => p.id);

describe('what a session asks for (navigation.md 4)', () => {
  it('asks for nothing with every flag off (the defaults)', () => {
    expect(ids(facts())).toEqual([]);
  });

  it('asks for each enabled survey once per viewer, with its delay', () => {
    const selected = selectPrompts(facts({}, { 'survey-nps-survey': on, 'survey-localisation-german': on }));
    expect(selected.map((p) => [p.id, p.kind === 'survey' ? p.delay : null])).toEqual([
      ['survey:nps:u1', 0],
      ['survey:localisation-german:u1', 5000],
    ]);
  });

  it.each([
    [[{ key: 'user.survey.nps.interaction', value: 'completed', expiresAt: null }], []],
    [[{ key: 'user.survey.nps.interaction', value: 'dismissed', expiresAt: '2026-12-01T00:00:00Z' }], []],
    // an ending that expired lets it ask again; progress never ended it
    [[{ key: 'user.survey.nps.interaction', value: 'dismissed', expiresAt: '2026-11-01T00:00:00Z' }], ['survey:nps:u1']],
    [[{ key: 'user.survey.nps.interaction', value: 'progressed', expiresAt: null }], ['survey:nps:u1']],
  ])('after %j asks for %j', (keyValues, expected) => {
    expect(ids(facts({ keyValues }, { 'survey-nps-survey': on }))).toEqual(expected);
  });

  it('asks for no survey without a viewer', () => {
    expect(ids(facts({ viewerId: null }, { 'survey-nps-survey': on }))).toEqual([]);
  });

  it('asks for promos its audience allows, enabled and not yet answered', () => {
    expect(ids(facts({}, { 'install-app-promo': on }))).toEqual(['promo:install-app']);
    expect(ids(facts({ promosForAudience: [] }, { 'install-app-promo': on }))).toEqual([]);
    expect(ids(facts({ keyValues: [{ key: 'user.promos.install-app.interaction', value: 'dismissed', expiresAt: null }] }, { 'install-app-promo': on }))).toEqual([]);
  });
});
