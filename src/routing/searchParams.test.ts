import { describe, expect, it } from 'vitest';
import {
  createSearch,
  forgotPasswordSearch,
  invoiceGroupEditSearch,
  librarySearch,
  loginSearch,
  messagingListSearch,
  onboardingSearch,
  parseSearch,
  partnerPortalSearch,
  playHistorySearch,
  promptSearch,
  scheduleEditorSearch,
  scoreSurveySearch,
  searchPageSearch,
  signupLandingSearch,
  stationFromTagsSearch,
  takeExperimentParam,
  vendorPairingSearch,
  zoneListSearch,
} from './searchParams';
import type { SearchSchema } from './searchParams';

const read = (schema: SearchSchema, search: string) => parseSearch(schema, new URLSearchParams(search));

describe('search parameters', () => {
  it("read '+' as a space and %2B as a plus", () => {
    expect(read(zoneListSearch, 'q=lobby+bar&region=north+east').q).toBe('lobby bar');
    expect(read(zoneListSearch, 'region=north+east').region).toBe('north east');
    expect(read(librarySearch, 'q=rock%2Bpop').q).toBe('rock+pop');
  });

  describe('zone list', () => {
    it.each([
      ['nothing: region empty, 50 per page', '', { region: '', perPage: 50 }],
      ['every field', 'region=EU&q=bar&status=ERROR&statusCode=PLAYER_MUTED&perPage=25&after=YXJyYXk', { region: 'EU', q: 'bar', status: 'ERROR', statusCode: 'PLAYER_MUTED', perPage: 25, after: 'YXJyYXk' }],
      ['each status', 'status=OK', { region: '', perPage: 50, status: 'OK' }],
      ['INCOMPLETE', 'status=INCOMPLETE', { region: '', perPage: 50, status: 'INCOMPLETE' }],
      ['NOT_SETUP', 'status=NOT_SETUP', { region: '', perPage: 50, status: 'NOT_SETUP' }],
      ['PLAYER_DEPRECATED', 'statusCode=PLAYER_DEPRECATED', { region: '', perPage: 50, statusCode: 'PLAYER_DEPRECATED' }],
      ['PLAYER_DISCONNECTED', 'statusCode=PLAYER_DISCONNECTED', { region: '', perPage: 50, statusCode: 'PLAYER_DISCONNECTED' }],
      ['an unknown status dropped', 'status=BROKEN&statusCode=ALL_OK', { region: '', perPage: 50 }],
      ['lower-case status dropped', 'status=ok', { region: '', perPage: 50 }],
      ['perPage 1 and 100 are the bounds', 'perPage=1', { region: '', perPage: 1 }],
      ['perPage 100', 'perPage=100', { region: '', perPage: 100 }],
      ['perPage 0 becomes 50', 'perPage=0', { region: '', perPage: 50 }],
      ['perPage 101 becomes 50', 'perPage=101', { region: '', perPage: 50 }],
      ['perPage 2.5 becomes 50', 'perPage=2.5', { region: '', perPage: 50 }],
      ['perPage text becomes 50', 'perPage=many', { region: '', perPage: 50 }],
      ['a repeated region: the first', 'region=EU&region=US', { region: 'EU', perPage: 50 }],
    ])('%s', (_name, search, expected) => {
      expect(read(zoneListSearch, search)).toEqual(expected);
    });
  });

  it.each([
    ['library: every field', librarySearch, 'q=jazz&filter=schedules&sort=name&asc=true', { q: 'jazz', filter: 'schedules', sort: 'name', asc: true }],
    ['library: playlists, addedAt, descending', librarySearch, 'filter=playlists&sort=addedAt&asc=false', { filter: 'playlists', sort: 'addedAt', asc: false }],
    ['library: invalid filter, sort and asc dropped', librarySearch, 'filter=albums&sort=date&asc=maybe', {}],
    ['login: e-mail and an app path', loginSearch, 'email=ann%40example.com&redirectTo=%2Faccounts%2F_%2Fzones%3Fq%3Da', { email: 'ann@example.com', redirectTo: '/accounts/_/zones?q=a' }],
    ['login: redirectTo to another host dropped', loginSearch, 'redirectTo=%2F%2Fevil.example', {}],
    ['login: redirectTo as a URL dropped', loginSearch, 'redirectTo=https%3A%2F%2Fevil.example%2F', {}],
    ['forgot password: a valid e-mail', forgotPasswordSearch, 'email=ann%40example.com', { email: 'ann@example.com' }],
    ['forgot password: an invalid e-mail dropped', forgotPasswordSearch, 'email=ann%40', {}],
    ['schedule editor: each action', scheduleEditorSearch, 'action=readonly', { action: 'readonly' }],
    ['schedule editor: copy and a return path', scheduleEditorSearch, 'action=copy&returnPath=%2Fcreate', { action: 'copy', returnPath: '/create' }],
    ['schedule editor: unknown action dropped', scheduleEditorSearch, 'action=delete', {}],
    ['play history: a date', playHistorySearch, 'date=2025-01-31', { date: '2025-01-31' }],
    ['create: signup', createSearch, 'signup=true', { signup: 'true' }],
    ['AI playlist: the prompt', promptSearch, 'prompt=calm+jazz', { prompt: 'calm jazz' }],
    ['AI playlist: prompt empty by default', promptSearch, '', { prompt: '' }],
    ['station from tags: each tag', stationFromTagsSearch, 'tags=jazz&tags=soul', { tags: ['jazz', 'soul'] }],
    ['station from tags: one tag is a list', stationFromTagsSearch, 'tags=jazz', { tags: ['jazz'] }],
    ['station from tags: none by default', stationFromTagsSearch, '', { tags: [] }],
    ['onboarding: every field', onboardingSearch, 'singleStep=true&type=cafe&atmospheres=calm&genres=jazz&genres=pop', { singleStep: true, type: 'cafe', atmospheres: ['calm'], genres: ['jazz', 'pop'] }],
    ['onboarding: all optional, bad boolean dropped', onboardingSearch, 'singleStep=yes', {}],
    ['signup landing', signupLandingSearch, 'businessName=Caf%C3%A9&referralCode=R1&utm_campaign=c&utm_source=s&utm_medium=m&voucher=V', { businessName: 'Café', referralCode: 'R1', utm_campaign: 'c', utm_source: 's', utm_medium: 'm', voucher: 'V' }],
    ['messaging: sort date by default', messagingListSearch, 'q=sale', { q: 'sale', sort: 'date' }],
    ['messaging: each sort', messagingListSearch, 'sort=alphabetical&asc=1', { sort: 'alphabetical', asc: true }],
    ['messaging: invalid sort and asc', messagingListSearch, 'sort=size&asc=up', { sort: 'date' }],
    ['score survey', scoreSurveySearch, 'score=9&accountId=a1&userId=u1', { score: 9, accountId: 'a1', userId: 'u1' }],
    ['score survey: a score that is not a number dropped', scoreSurveySearch, 'score=high', {}],
    ['partner portal', partnerPortalSearch, 'q=caf%C3%A9', { q: 'café' }],
    ['search: nav', searchPageSearch, 'nav=header', { nav: 'header' }],
    ['vendor pairing', vendorPairingSearch, 'appId=app-1&linkCode=L', { appId: 'app-1', linkCode: 'L' }],
    ['invoice group edit', invoiceGroupEditSearch, 'fromUpdate=true&redirectOnSave=%2Faccounts%2Fa%2Fsettings%2Fbilling', { fromUpdate: true, redirectOnSave: '/accounts/a/settings/billing' }],
  ])('%s', (_name, schema, search, expected) => {
    expect(read(schema, search)).toEqual(expected);
  });

  describe('exp', () => {
    it('takes the forced variations and removes them from the search', () => {
      expect(takeExperimentParam('?a=1&exp=GE83%3Atreatment&b=2')).toEqual({ values: ['GE83:treatment'], search: '?a=1&b=2' });
      expect(takeExperimentParam('?exp=x&exp=y')).toEqual({ values: ['x', 'y'], search: '' });
    });

    it('leaves a search without exp alone', () => {
      expect(takeExperimentParam('?a=1')).toBeNull();
      expect(takeExperimentParam('')).toBeNull();
    });
  });
});
