// /accounts/{accountId}/zones/{zoneId}/subscription[/{action}] (billing.md 2.3, 4.1-4.3): the zone's
// subscription status and its actions. The route guards SUBSCRIPTION_WRITE on the zone; {action} opens
// its dialog over the page: activate (purchase, the recurrence polled), resubscribe (resume), upgrade (the
// upgrade modal), pause and modify-pause (a date), unsubscribe and deactivate (a cancellation reason).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useMatch, useNavigate, useParams } from 'react-router';
import type { ZoneSubscriptionPageQuery, ZoneSubscriptionPageQuery$data } from '../../__generated__/ZoneSubscriptionPageQuery.graphql';
import { confirm } from '../../app/modals/ConfirmDialog';
import { openModal } from '../../app/modals/modalStore';
import { useToasts } from '../../app/toasts/useToasts';
import { paidBeforeByZones } from '../../domain/billing/paidBefore';
import { scheduledDowngrade, zoneSubscriptionScreen } from '../../domain/billing/zoneSubscription';
import type { ZoneSubscriptionButton, ZoneSubscriptionScreen, ZoneSubscriptionStatus } from '../../domain/billing/zoneSubscription';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import { accountPath, zonePath } from '../../routing/paths';
import { STREAMING_SUBSCRIPTION_ACTIONS } from '../../routing/routeParams';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CancelDowngradeDialog, UpgradeDialog } from './MoneyDialogs';
import { planOf } from './planNames';
import { SubscriptionActionDialog, actionButton } from './SubscriptionActionDialog';
import type { ZoneAction } from './SubscriptionActionDialog';
import { useAccountBilling } from './useAccountBilling';
import { useDateText } from './useDateText';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

// The action dialogs (./SubscriptionActionDialog.tsx) read the account's tier and distributor from this query.
/* eslint-disable relay/unused-fields */
const query = graphql`
  query ZoneSubscriptionPageQuery($zoneId: ID!) @preloadable {
    soundZone(id: $zoneId) {
      id
      name
      permissions
      subscription {
        state
        activeUntil
        reactivateAt
      }
      account {
        id
        plan
        tier
        incomplete
        trialExpiresAt
        permissions
        distributor {
          id
        }
        subscribedZones: soundZones(first: 0, filters: [{ subscription: { eq: ACTIVE } }]) {
          total
        }
        zones: soundZones(first: 0) {
          total
        }
        unpaidZones: soundZones(first: 0, filters: [{ subscription: { eq: INACTIVE } }]) {
          total
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type SubscriptionZone = NonNullable<ZoneSubscriptionPageQuery$data['soundZone']>;

export function ZoneSubscriptionPage() {
  return (
    <div className="subscription-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <ZoneSubscription />
      </Suspense>
    </div>
  );
}

export function SubscriptionSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('subscriptions.loading')}>
      <Skeleton width="30%" height="2rem" />
      <Skeleton width="100%" height="8rem" radius="var(--radius)" />
    </LoadingRegion>
  );
}

function ZoneSubscription() {
  const { t } = useTranslation();
  const preloaded = useLoaderData<PreloadedQuery<ZoneSubscriptionPageQuery>>();
  const data = usePreloadedQuery<ZoneSubscriptionPageQuery>(query, preloaded);
  const environment = useRelayEnvironment();
  const { accountId = '_', action } = useParams();
  // The same screen is the streaming subscription detail of the settings (billing.md 2.2).
  const streaming = useMatch('/accounts/:accountId/settings/subscriptions/streaming/*') !== null;
  const zone = data.soundZone;
  const { billing, reload } = useAccountBilling(zone?.account.id ?? '');
  if (!zone) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  const refresh = () => {
    reload();
    // The zone and account as the server now has them; the page re-renders from the store.
    fetchQuery<ZoneSubscriptionPageQuery>(environment, query, preloaded.variables, { fetchPolicy: 'network-only' }).subscribe({});
  };

  const paths = subscriptionPaths(accountId, zone.id, streaming);
  const header = (
    <header className="subscription-page__header">
      <Link className="subscription-page__back" href={paths.back}>
        {streaming ? t('subscriptions.streaming.title') : t('subscriptions.backToZone', { zone: zone.name })}
      </Link>
      <h1 className="subscription-page__title">{t('subscriptions.zoneTitle', { zone: zone.name })}</h1>
    </header>
  );
  if (!zone.permissions.includes('SUBSCRIPTION_WRITE')) {
    return (
      <>
        {header}
        <p className="subscription-card" role="status">
          {t('soundZone.activation.noPermission')}
        </p>
      </>
    );
  }
  if (billing.status === 'loading') return <SubscriptionSkeleton />;
  if (billing.status === 'failed') {
    return (
      <>
        {header}
        <FormMessage tone="error">{errorMessage(billing.error, t)}</FormMessage>
      </>
    );
  }

  const upcomingPlan = billing.accountSubscription?.upcoming_plan ?? null;
  const screen = zoneSubscriptionScreen(
    {
      state: zone.subscription.state === '%future added value' ? 'INACTIVE' : zone.subscription.state,
      activeUntil: zone.subscription.activeUntil,
      reactivateAt: zone.subscription.reactivateAt,
      plan: planOf(zone.account.plan),
      upcomingPlan,
      otherZones: zone.account.subscribedZones.total - (zone.subscription.state === 'ACTIVE' ? 1 : 0),
      hasPaymentMethod: billing.hasPaymentMethod,
      trialExpiresAt: billing.paymentMethod?.trial_expires_at ?? zone.account.trialExpiresAt,
      paidBefore: paidBeforeByZones(zone.account.zones.total, zone.account.unpaidZones.total),
      trySetupComplete: !zone.account.incomplete,
      deactivationAllowed: zone.account.permissions.includes('ZONE_DEACTIVATE'),
    },
    new Date(),
  );
  const asked = action as ZoneAction | undefined;
  // An action the zone's state does not offer shows the page itself.
  if (asked && !actionOffered(asked, screen)) return <Navigate to={paths.page} replace />;

  return (
    <>
      {header}
      <section className="subscription-card" aria-labelledby="subscription-status">
        <h2 id="subscription-status" className="subscription-card__title">
          {t('subscriptions.title')}
        </h2>
        <StatusText status={screen.status} />
        <p className="subscription-card__plan">
          {t('subscriptions.plan')}: <strong>{t(`subscriptions.planName.${planOf(zone.account.plan)}`)}</strong>
        </p>
        <SubscriptionButtons zone={zone} screen={screen} accountId={accountId} paths={paths} upcomingPlan={scheduledDowngrade(upcomingPlan)} onChanged={refresh} />
      </section>
      {asked && <SubscriptionActionDialog action={asked} zone={zone} accountId={accountId} pagePath={paths.page} paymentMethod={billing.paymentMethod} onDone={refresh} />}
    </>
  );
}

export interface SubscriptionPaths {
  /** The subscription screen itself. */
  page: string;
  /** Where its back link goes: the zone, or the streaming list. */
  back: string;
  /** An action's dialog; the streaming detail has fewer actions of its own, the others are the zone's. */
  action: (action: ZoneAction) => string;
}

export function subscriptionPaths(accountId: string, zoneId: string, streaming: boolean): SubscriptionPaths {
  const zonePage = zonePath(accountId, zoneId, '/subscription');
  if (!streaming) return { page: zonePage, back: zonePath(accountId, zoneId), action: (action) => `${zonePage}/${action}` };
  const list = accountPath(accountId, '/settings/subscriptions/streaming');
  const page = `${list}/${encodeURIComponent(zoneId)}`;
  return { page, back: list, action: (action) => ((STREAMING_SUBSCRIPTION_ACTIONS as readonly string[]).includes(action) ? `${page}/${action}` : `${zonePage}/${action}`) };
}

function actionOffered(action: ZoneAction, screen: ZoneSubscriptionScreen): boolean {
  if (action === 'upgrade') return screen.upgradeIntent !== null;
  const button = actionButton[action];
  return screen.buttons.includes(button) && !(button === 'activate' && screen.upgradeIntent);
}

function StatusText({ status }: { status: ZoneSubscriptionStatus }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const values = {
    until: 'until' in status && status.until ? dateText(status.until) : '',
    reactivateAt: 'reactivateAt' in status ? dateText(status.reactivateAt) : '',
    plan: 'upcomingPlan' in status ? t(`subscriptions.planName.${status.upcomingPlan}`, { defaultValue: status.upcomingPlan }) : '',
  };
  return (
    <p className="subscription-card__status" data-status={status.key}>
      {t(`subscriptions.status.${status.key}`, values)}
    </p>
  );
}

const DESTRUCTIVE: ReadonlySet<ZoneSubscriptionButton> = new Set(['unsubscribe', 'deactivate', 'delete']);
const PRIMARY: ReadonlySet<ZoneSubscriptionButton> = new Set(['activate', 'resume', 'checkout']);

interface SubscriptionButtonsProps {
  zone: SubscriptionZone;
  screen: ZoneSubscriptionScreen;
  accountId: string;
  paths: SubscriptionPaths;
  upcomingPlan: string | null;
  onChanged: () => void;
}

function SubscriptionButtons({ zone, screen, accountId, paths, upcomingPlan, onChanged }: SubscriptionButtonsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useSubscriptionsApi();
  const toasts = useToasts();
  const buttonPaths = Object.fromEntries(Object.entries(actionButton).map(([action, button]) => [button, paths.action(action as ZoneAction)])) as Partial<Record<ZoneSubscriptionButton, string>>;

  const deleteZone = async () => {
    const confirmed = await confirm({ type: 'commit', title: t('subscriptions.delete.title', { zone: zone.name }), message: t('subscriptions.delete.message'), confirmLabel: t('subscriptions.delete.confirm') });
    if (!confirmed) return;
    try {
      await api.deactivateZone(zone.id);
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, t) });
      return;
    }
    toasts.show({ type: 'success', message: t('subscriptions.delete.done', { zone: zone.name }) });
    void navigate(accountPath(accountId, '/zones'));
  };

  const press = (button: ZoneSubscriptionButton) => {
    if (button === 'activate' && screen.upgradeIntent) {
      openModal(UpgradeDialog, { accountId, intent: screen.upgradeIntent });
      return;
    }
    if (button === 'cancelChange' && upcomingPlan) {
      openModal(CancelDowngradeDialog, {
        plan: planOf(zone.account.plan),
        upcomingPlan,
        cancelDowngrade: () => api.cancelDowngrade(zone.account.id),
        onCancelled: () => {
          toasts.show({ type: 'success', message: t('subscriptions.cancelDowngrade.done') });
          onChanged();
        },
      });
      return;
    }
    if (button === 'delete') void deleteZone();
  };

  return (
    <div className="subscription-card__actions" role="group" aria-label={t('subscriptions.actions')}>
      {screen.buttons.map((button) => {
        const variant = PRIMARY.has(button) ? 'primary' : DESTRUCTIVE.has(button) ? 'danger' : 'secondary';
        const label = button === 'checkout' ? t(`subscriptions.button.checkout.${screen.checkoutWording ?? 'activate'}`) : t(`subscriptions.button.${button}`);
        if (button === 'checkout') {
          return (
            <Link key={button} className="button" data-variant={variant} href={accountPath(accountId, '/checkout')}>
              {label}
            </Link>
          );
        }
        const path = buttonPaths[button];
        const opensDialog = button === 'cancelChange' || button === 'delete' || (button === 'activate' && screen.upgradeIntent);
        if (path && !opensDialog) {
          return (
            <Link key={button} className="button" data-variant={variant} href={path}>
              {label}
            </Link>
          );
        }
        return (
          <Button key={button} variant={variant} onPress={() => press(button)}>
            {label}
          </Button>
        );
      })}
    </div>
  );
}
