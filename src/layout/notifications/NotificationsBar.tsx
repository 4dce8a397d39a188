// The notifications bar (navigation.md 4) of a signed-in user's selected account: the one notice of the
// highest priority (src/domain/notifications.ts), with its link and, where it has one, a dismiss button.
// Its facts come with the layout's query and are fetched again as the user moves between pages, so a
// zone created or fixed elsewhere changes the bar on the next page.
import { startTransition, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useLocation } from 'react-router';
import type { NotificationsBar_account$data, NotificationsBar_account$key } from '../../__generated__/NotificationsBar_account.graphql';
import type { NotificationsBarRefetchQuery } from '../../__generated__/NotificationsBarRefetchQuery.graphql';
import { dismissalsOf, notificationBarNotice, settledDismissals } from '../../domain/notifications';
import type { AccountFacts, ZoneGroup } from '../../domain/notifications';
import notificationTexts from '../../i18n/en/notifications.json';
import { registerTexts } from '../../i18n/i18n';
import { useLoadSubscriptionsApi } from '../../rest/subscriptionsContext';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { dismissals } from './dismissals';
import { noticeView } from './noticeView';
import './NotificationsBar.css';

registerTexts(notificationTexts);

const fragment = graphql`
  fragment NotificationsBar_account on Account @refetchable(queryName: "NotificationsBarRefetchQuery") {
    id
    suspended
    featureFlags
    checkoutState
    paymentMethod {
      __typename
    }
    scheduledTierChange {
      upcomingTier
      tierChangeDate
    }
    locations(first: 0) {
      total
    }
    soundZones(first: 0) {
      total
      stateTotals {
        state
        total
      }
    }
    errorZones: soundZones(first: 20, filters: [{ state: { eq: ERROR } }]) {
      total
      edges {
        node {
          id
          name
        }
      }
    }
    inactiveZones: soundZones(first: 20, filters: [{ state: { eq: INCOMPLETE } }]) {
      total
      edges {
        node {
          id
          name
        }
      }
    }
    notSetupZones: soundZones(first: 20, filters: [{ state: { eq: NOT_SETUP } }]) {
      total
      edges {
        node {
          id
          name
        }
      }
    }
    expiredZones: soundZones(first: 1, filters: [{ subscription: { eq: EXPIRED } }]) {
      total
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** The onboarding flow of a new account (navigation.md 4 'Onboarding enabled'). */
export const ONBOARDING_FLAG = 'onboarding_enabled';

const groupOf = (connection: { total: number; edges: readonly { node: { id: string; name: string } }[] }): ZoneGroup => ({
  total: connection.total,
  zones: connection.edges.map(({ node }) => ({ id: node.id, name: node.name })),
});

export function accountFacts(account: NotificationsBar_account$data, money: MoneyReads = NO_MONEY_READS): AccountFacts {
  return {
    id: account.id,
    hasPaymentMethod: account.paymentMethod !== null,
    overdueInvoiceSpecs: money.overdueInvoiceSpecs,
    onboardingEnabled: account.featureFlags.includes(ONBOARDING_FLAG),
    checkoutCompleted: account.checkoutState === 'COMPLETED',
    suspended: account.suspended,
    zoneTotal: account.soundZones.total,
    okZones: account.soundZones.stateTotals.find((entry) => entry.state === 'OK')?.total ?? 0,
    zonesByState: { ERROR: groupOf(account.errorZones), INCOMPLETE: groupOf(account.inactiveZones), NOT_SETUP: groupOf(account.notSetupZones) },
    expired: groupOf(account.expiredZones),
    locationTotal: account.locations.total,
    scheduledTierChange: account.scheduledTierChange ? { upcomingTier: account.scheduledTierChange.upcomingTier, date: account.scheduledTierChange.tierChangeDate } : null,
  };
}

/** What the bar reads over REST about the account's money (billing.md 4.11): its overdue invoice specs (the payment method comes with the fragment). */
export interface MoneyReads {
  overdueInvoiceSpecs: readonly string[];
}

/** Without the billing calls, or when they fail, no overdue invoice shows. */
const NO_MONEY_READS: MoneyReads = { overdueInvoiceSpecs: [] };

/**
 * The account's overdue invoice specs (GET billing /accounts/{id}/invoice_specs/overdue), asked again as
 * the user moves between pages, like the bar's other facts.
 */
function useMoneyReads(accountId: string, pathname: string): MoneyReads | null {
  const loadApi = useLoadSubscriptionsApi();
  const [reads, setReads] = useState<{ accountId: string; reads: MoneyReads } | null>(null);
  useEffect(() => {
    let current = true;
    const read = async (): Promise<MoneyReads> => {
      const api = await loadApi();
      if (!api) return NO_MONEY_READS;
      return { overdueInvoiceSpecs: await api.overdueInvoiceSpecs(accountId) };
    };
    read().then(
      (money) => current && setReads({ accountId, reads: money }),
      () => current && setReads({ accountId, reads: NO_MONEY_READS }),
    );
    return () => {
      current = false;
    };
  }, [loadApi, accountId, pathname]);
  // Null until the account's first reads answer.
  return reads?.accountId === accountId ? reads.reads : null;
}

/** Today in the user's time zone, as YYYY-MM-DD. */
const localToday = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function NotificationsBar({ account: key }: { account: NotificationsBar_account$key }) {
  const { t } = useTranslation();
  const [account, refetch] = useRefetchableFragment<NotificationsBarRefetchQuery, NotificationsBar_account$key>(fragment, key);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'store-and-network' });
    });
  }, [pathname, refetch]);

  const dismissed = useSyncExternalStore(dismissals.subscribe, dismissals.get, dismissals.get);
  const money = useMoneyReads(account.id, pathname);
  // Until the money reads answer, the bar shows what it knows (the bar stays in place; a money notice
  // may take its place once read), but settles no dismissals: it would forget those of overdue invoices
  // not read yet.
  const facts = useMemo(() => accountFacts(account, money ?? NO_MONEY_READS), [account, money]);
  const moneyRead = money !== null;
  useEffect(() => {
    if (moneyRead) dismissals.remove(settledDismissals(dismissals.get(), facts));
  }, [facts, moneyRead]);
  const notice = notificationBarNotice({ loggedIn: true, account: facts, dismissals: dismissed, today: localToday(new Date()) });
  if (!notice) return null;
  const view = noticeView(notice, account.id, t);
  return (
    <section className="notifications-bar" data-tone={view.tone} aria-label={t('notifications.label')}>
      <span className="notifications-bar__icon" aria-hidden="true">
        {view.tone === 'info' ? 'i' : '!'}
      </span>
      <p className="notifications-bar__message">{view.message}</p>
      <Link className="notifications-bar__link" href={view.link.href}>
        {view.link.label}
      </Link>
      {notice.dismissible && (
        <Button variant="quiet" className="notifications-bar__dismiss" onPress={() => dismissals.add(dismissalsOf(notice, account.id))}>
          {t('notifications.dismiss')}
        </Button>
      )}
    </section>
  );
}
