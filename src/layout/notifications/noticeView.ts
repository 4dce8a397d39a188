// What a notice of the bar says and where its link goes (navigation.md 4): texts from
// en/notifications.json, links into the account's zones, subscriptions, billing and checkout.
import type { TFunction } from 'i18next';
import type { Notice } from '../../domain/notifications';
import { SIGNUP_PATH, accountPath, zonePath } from '../../routing/paths';

export type NoticeTone = 'danger' | 'warning' | 'info';

export interface NoticeView {
  message: string;
  link: { href: string; label: string };
  tone: NoticeTone;
}

const zonesWithStatus = (accountId: string, status: string) => `${accountPath(accountId, '/zones')}?status=${status}`;
const ZONE_TYPE_STATUS = { errors: 'ERROR', inactive: 'INCOMPLETE', notSetup: 'NOT_SETUP' } as const;

/** 'TIER_3' as the user reads it: 'tier 3'. */
const tierName = (tier: string) => tier.toLowerCase().replace('_', ' ');

export function noticeView(notice: Notice, accountId: string, t: TFunction): NoticeView {
  const link = (href: string, key: string) => ({ href, label: t(key) });
  switch (notice.type) {
    case 'overdueInvoiceSpecs':
      return { message: t('notifications.overdueInvoiceSpecs.message', { count: notice.communicationIds.length }), link: link(accountPath(accountId, '/settings/billing'), 'notifications.overdueInvoiceSpecs.link'), tone: 'danger' };
    case 'noZones':
      return { message: t('notifications.noZones.message'), link: link(accountPath(accountId, '/zones/create'), 'notifications.noZones.link'), tone: 'info' };
    case 'errors':
    case 'inactive':
    case 'notSetup': {
      const single = notice.total === 1 && notice.zones[0];
      const message = single ? t(`notifications.${notice.type}.one`, { zone: single.name }) : t(`notifications.${notice.type}.many`, { count: notice.total });
      const href = single ? zonePath(accountId, single.id) : zonesWithStatus(accountId, ZONE_TYPE_STATUS[notice.type]);
      return { message, link: link(href, `notifications.${notice.type}.link`), tone: notice.type === 'errors' ? 'danger' : notice.type === 'inactive' ? 'warning' : 'info' };
    }
    case 'persistent': {
      const key = `notifications.persistent.${notice.key}`;
      const message = t(`${key}.message`, { zone: notice.zone?.name ?? '', tier: tierName(notice.upcomingTier ?? ''), days: notice.days ?? 0 });
      const hrefs: Record<typeof notice.key, string> = {
        onboardingPair: zonesWithStatus(accountId, 'NOT_SETUP'),
        onboardingActivate: accountPath(accountId, '/checkout'),
        suspendedOverdue: accountPath(accountId, '/settings/billing'),
        churnedSingleLocResume: notice.zone ? zonePath(accountId, notice.zone.id, '/subscription/resubscribe') : accountPath(accountId, '/zones'),
        churnedMultiLocResume: zonesWithStatus(accountId, 'INCOMPLETE'),
        scheduledTierChange: accountPath(accountId, '/settings/subscriptions'),
        noAccount: SIGNUP_PATH,
        signup: SIGNUP_PATH,
      };
      const tone: NoticeTone = notice.key === 'suspendedOverdue' ? 'danger' : notice.key.startsWith('churned') ? 'warning' : 'info';
      return { message, link: link(hrefs[notice.key], `${key}.link`), tone };
    }
  }
}
