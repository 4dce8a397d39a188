import { describe, expect, it } from 'vitest';
import { CAMPAIGN_INTERVAL, MESSAGE_NAME_MAX, MESSAGE_TEXT_MAX, MESSAGING_ERRORS, campaignFields, campaignFormSchema, campaignStatus, defaultVoice, isCalendarDay, messageFormSchema } from './messaging';
import type { CampaignFormValues } from './messaging';

/** The first message of each field, as the form shows it (src/ui/forms.ts). */
function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('messaging rules', () => {
  it.each([
    ['a draft', { published: false, startDate: '2026-12-01', endDate: null }, 'draft'],
    ['before its first day', { published: true, startDate: '2026-12-02', endDate: null }, 'scheduled'],
    ['on its first day', { published: true, startDate: '2026-12-01', endDate: null }, 'active'],
    ['on its last day', { published: true, startDate: '2026-11-01', endDate: '2026-12-01' }, 'active'],
    ['after its last day', { published: true, startDate: '2026-11-01', endDate: '2026-11-30' }, 'ended'],
  ] as const)('campaign status: %s', (_name, campaign, status) => {
    expect(campaignStatus(campaign, '2026-12-01')).toBe(status);
  });

  it('reads in the voice of the account’s country, English (US) otherwise', () => {
    expect(defaultVoice('se')).toBe('sv');
    expect(defaultVoice('GB')).toBe('en-gb');
    expect(defaultVoice('US')).toBe('en-us');
    expect(defaultVoice(null)).toBe('en-us');
  });

  it.each([
    ['2026-12-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['1.12.2026', false],
    ['', false],
  ])('a calendar day: %s', (value, valid) => {
    expect(isCalendarDay(value)).toBe(valid);
  });
});

describe('the message form', () => {
  const valid = { name: 'Happy hour', type: 'announcement', text: 'Two for one.', voice: 'en-us' } as const;
  it.each([
    ['valid', valid, {}],
    ['no name', { ...valid, name: '  ' }, { name: 'Cannot be empty' }],
    ['a name too long', { ...valid, name: 'x'.repeat(MESSAGE_NAME_MAX + 1) }, { name: 'Must be less than 100 characters' }],
    ['the longest name', { ...valid, name: 'x'.repeat(MESSAGE_NAME_MAX) }, {}],
    ['no text', { ...valid, text: '' }, { text: 'Cannot be empty' }],
    ['a text too long', { ...valid, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }, { text: 'Must be less than 1000 characters' }],
    ['an unknown voice', { ...valid, voice: 'xx' }, { voice: 'Must be one of: en-us, en-gb, sv, nb, da, fi, de, nl, fr, es, it, pt' }],
  ])('%s', (_name, values, errors) => {
    expect(firstErrors(messageFormSchema.safeParse(values))).toEqual(errors);
  });
});

describe('the campaign form', () => {
  const valid: CampaignFormValues = { name: 'Winter', messages: ['m1'], sound_zones: ['z1'], start_date: '2026-12-01', end_date: '', days: ['MO'], interval_minutes: '30', publish: true };
  it.each([
    ['valid', valid, {}],
    ['a draft needs no message or zone', { ...valid, messages: [], sound_zones: [], publish: false }, {}],
    ['published without a message', { ...valid, messages: [] }, { messages: MESSAGING_ERRORS.publishNeedsMessage }],
    ['published without a zone', { ...valid, sound_zones: [] }, { sound_zones: MESSAGING_ERRORS.publishNeedsZone }],
    ['no day', { ...valid, days: [] }, { days: 'Cannot be empty' }],
    ['the last day before the first', { ...valid, end_date: '2026-11-30' }, { end_date: MESSAGING_ERRORS.endBeforeStart }],
    ['one day long', { ...valid, end_date: '2026-12-01' }, {}],
    ['no first day', { ...valid, start_date: '' }, { start_date: MESSAGING_ERRORS.date }],
    ['the shortest interval', { ...valid, interval_minutes: String(CAMPAIGN_INTERVAL.min) }, {}],
    ['the longest interval', { ...valid, interval_minutes: String(CAMPAIGN_INTERVAL.max) }, {}],
    ['an interval too short', { ...valid, interval_minutes: '4' }, { interval_minutes: 'Must be at least 5' }],
    ['an interval too long', { ...valid, interval_minutes: '1441' }, { interval_minutes: 'Must be at most 1440' }],
    ['an interval that is not a number', { ...valid, interval_minutes: 'often' }, { interval_minutes: 'Must be a number' }],
  ])('%s', (_name, values, errors) => {
    expect(firstErrors(campaignFormSchema.safeParse(values))).toEqual(errors);
  });

  it('sends no last day as null and the interval as a number', () => {
    expect(campaignFields({ ...valid, name: ' Winter ' })).toEqual({ name: 'Winter', messages: ['m1'], sound_zones: ['z1'], start_date: '2026-12-01', end_date: null, days: ['MO'], interval_minutes: 30 });
    expect(campaignFields({ ...valid, end_date: '2027-01-31' }).end_date).toBe('2027-01-31');
  });
});
