import { describe, expect, it } from 'vitest';
import { PERSISTENT_KEYS } from '../../domain/notifications';
import type { Notice, PersistentKey, ZoneEntry, ZoneNoticeType } from '../../domain/notifications';
import notificationTexts from '../../i18n/en/notifications.json';
import { createI18n, registerTexts } from '../../i18n/i18n';
import { noticeView } from './noticeView';
import type { NoticeView } from './noticeView';

registerTexts(notificationTexts);
const { t } = createI18n('en');

const A = 'acc/1';
const ZONES = `/accounts/${encodeURIComponent(A)}/zones`;
const bar: ZoneEntry = { id: 'zone 7', name: 'Bar' };
const terrace: ZoneEntry = { id: 'zone-8', name: 'Terrace' };

const zoneNotice = (type: ZoneNoticeType, zones: ZoneEntry[], total = zones.length): Notice => ({
  type,
  zones,
  total,
  communicationIds: zones.map((zone) => `${type}:${zone.id}`),
  dismissible: true,
});

const persistent = (key: PersistentKey, extra: Partial<Extract<Notice, { type: 'persistent' }>> = {}): Notice => ({ type: 'persistent', key, communicationId: key, dismissible: false, zone: null, ...extra });

describe('noticeView (navigation.md 4)', () => {
  it.each<[string, Notice, NoticeView]>([
    [
      'no zones: create one',
      { type: 'noZones', communicationId: 'noZones', dismissible: true },
      { message: 'This account has no zones yet. Create one to start playing music.', link: { href: `${ZONES}/create`, label: 'Create a zone' }, tone: 'info' },
    ],
    [
      'one zone in error: that zone by name, linking to it',
      zoneNotice('errors', [bar]),
      { message: 'Bar needs attention: it may not be playing.', link: { href: `${ZONES}/zone%207`, label: "See what's wrong" }, tone: 'danger' },
    ],
    [
      'zones in error: how many, linking to the zone list of ERROR zones',
      zoneNotice('errors', [bar, terrace], 1200),
      { message: '1,200 zones need attention: they may not be playing.', link: { href: `${ZONES}?status=ERROR`, label: "See what's wrong" }, tone: 'danger' },
    ],
    [
      'one inactive zone',
      zoneNotice('inactive', [terrace]),
      { message: 'Terrace is not complete: it has no active subscription or player.', link: { href: `${ZONES}/zone-8`, label: 'Complete setup' }, tone: 'warning' },
    ],
    [
      'inactive zones: the INCOMPLETE zone list',
      zoneNotice('inactive', [bar, terrace]),
      { message: '2 zones are not complete: they lack a subscription or a player.', link: { href: `${ZONES}?status=INCOMPLETE`, label: 'Complete setup' }, tone: 'warning' },
    ],
    [
      'one zone not set up',
      zoneNotice('notSetup', [bar]),
      { message: 'Bar is not set up yet. Pair a player to start playing.', link: { href: `${ZONES}/zone%207`, label: 'Set up' }, tone: 'info' },
    ],
    [
      'zones not set up: the NOT_SETUP zone list',
      zoneNotice('notSetup', [bar], 3),
      { message: '3 zones are not set up yet. Pair players to start playing.', link: { href: `${ZONES}?status=NOT_SETUP`, label: 'Set up' }, tone: 'info' },
    ],
    [
      'churned with one location: resubscribe the zone',
      persistent('churnedSingleLocResume', { zone: bar, dismissible: true }),
      { message: 'Your subscription has ended, so Bar is silent. Resume it to play music again.', link: { href: `${ZONES}/zone%207/subscription/resubscribe`, label: 'Resume' }, tone: 'warning' },
    ],
    [
      'churned with several locations: the INCOMPLETE zone list',
      persistent('churnedMultiLocResume', { dismissible: true }),
      { message: 'Your subscriptions have ended, so your zones are silent. Resume them to play music again.', link: { href: `${ZONES}?status=INCOMPLETE`, label: 'Resume' }, tone: 'warning' },
    ],
    [
      'onboarding, no zone paired: the NOT_SETUP zone list',
      persistent('onboardingPair'),
      { message: 'Pair a player to start playing music in your zones.', link: { href: `${ZONES}?status=NOT_SETUP`, label: 'Pair a player' }, tone: 'info' },
    ],
    [
      'onboarding, checkout not done: checkout',
      persistent('onboardingActivate'),
      { message: 'Finish checkout to start playing music.', link: { href: `/accounts/${encodeURIComponent(A)}/checkout`, label: 'Go to checkout' }, tone: 'info' },
    ],
    [
      'suspended: billing',
      persistent('suspendedOverdue'),
      { message: 'This account is suspended because of overdue invoices. Music has stopped.', link: { href: `/accounts/${encodeURIComponent(A)}/settings/billing`, label: 'Pay invoices' }, tone: 'danger' },
    ],
    [
      'a coming tier change: the plan as the user reads it and the days left',
      persistent('scheduledTierChange', { upcomingTier: 'TIER_3', days: 4, dismissible: true }),
      { message: 'Your plan changes to tier 3 in 4 days.', link: { href: `/accounts/${encodeURIComponent(A)}/settings/subscriptions`, label: 'See subscriptions' }, tone: 'info' },
    ],
    ['no account, logged in: signup', persistent('noAccount'), { message: 'You are not a member of any account yet.', link: { href: '/signup', label: 'Sign up your business' }, tone: 'info' }],
    ['a visitor: signup', persistent('signup'), { message: 'Play licensed music in every zone of your business.', link: { href: '/signup', label: 'Sign up' }, tone: 'info' }],
  ])('%s', (_name, notice, view) => {
    expect(noticeView(notice, A, t)).toEqual(view);
  });

  it('has a text and a link for every persistent key', () => {
    for (const key of PERSISTENT_KEYS) {
      const view = noticeView(persistent(key, { zone: bar, upcomingTier: 'TIER_1', days: 2 }), A, t);
      expect(view.message).not.toContain('notifications.');
      expect(view.link.label).not.toContain('notifications.');
      expect(view.link.href).toMatch(/^\//);
    }
  });

  it('links a churned notice without its zone to the zone list', () => {
    expect(noticeView(persistent('churnedSingleLocResume'), A, t).link.href).toBe(ZONES);
  });
});
