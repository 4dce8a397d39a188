// /accounts/{accountId}/settings/subscriptions (billing.md 2.2, 2.7, 4.4): the account's plan and billing
// cycle, a scheduled downgrade with Cancel change, the trial banner, the add-on subscriptions, and the
// ways to change plan and to the per-zone streaming subscriptions.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../app/modals/modalStore';
import { useToasts } from '../../app/toasts/useToasts';
import { paidBeforeByZones } from '../../domain/billing/paidBefore';
import { scheduledDowngrade } from '../../domain/billing/zoneSubscription';
import { nonZeroDate } from '../../domain/zoneStatus';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { AddonSubscription } from '../../rest/subscriptions';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { CancelDowngradeDialog } from './MoneyDialogs';
import { planOf } from './planNames';
import { useSubscriptionAccount } from './SubscriptionAccount';
import type { SubscriptionAccount } from './SubscriptionAccount';
import { TrialBanner } from './TrialBanner';
import { useAccountBilling } from './useAccountBilling';
import { useDateText } from './useDateText';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

export function SubscriptionSettingsPage() {
  return (
    <div className="subscription-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <SubscriptionSettings />
      </Suspense>
    </div>
  );
}

function SubscriptionSettings() {
  const { t } = useTranslation();
  const account = useSubscriptionAccount();
  if (!account) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  return <Settings account={account} />;
}

function Settings({ account }: { account: SubscriptionAccount }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const toasts = useToasts();
  const dateText = useDateText();
  const { billing, reload } = useAccountBilling(account.id);
  const at = (rest: string) => accountPath(account.id, rest);
  const header = (
    <header className="subscription-page__header">
      <h1 className="subscription-page__title">{t('subscriptions.settings.title')}</h1>
    </header>
  );
  if (billing.status === 'loading') return <SubscriptionSkeleton />;
  if (billing.status === 'failed') {
    return (
      <>
        {header}
        <FormMessage tone="error">{errorMessage(billing.error, t)}</FormMessage>
      </>
    );
  }
  const plan = planOf(account.plan);
  const subscription = billing.accountSubscription;
  const downgrade = scheduledDowngrade(subscription?.upcoming_plan ?? null);
  const renews = nonZeroDate(subscription?.recur_at);
  const cancelChange = () =>
    openModal(CancelDowngradeDialog, {
      plan,
      upcomingPlan: downgrade ?? '',
      cancelDowngrade: () => api.cancelDowngrade(account.id),
      onCancelled: () => {
        toasts.show({ type: 'success', message: t('subscriptions.cancelDowngrade.done') });
        reload();
      },
    });
  return (
    <>
      {header}
      <TrialBanner
        accountId={account.id}
        facts={{
          hasPaymentMethod: billing.hasPaymentMethod,
          setupComplete: !account.incomplete,
          trialExpiresAt: billing.paymentMethod?.trial_expires_at ?? account.trialExpiresAt,
          paidBefore: paidBeforeByZones(account.soundZones.total, account.unpaidZones.total),
        }}
      />
      <section className="subscription-card" aria-labelledby="account-plan">
        <h2 id="account-plan" className="subscription-card__title">
          {t('subscriptions.plan')}
        </h2>
        <p className="subscription-card__status">{t(`subscriptions.planName.${plan}`, { defaultValue: plan })}</p>
        {subscription && (
          <p className="subscription-card__plan">
            {t('subscriptions.settings.cycle', { cycle: t(`subscriptions.cycle.${subscription.billing_cycle}`) })}
            {renews && ` · ${t('subscriptions.settings.renews', { date: dateText(renews) })}`}
          </p>
        )}
        {downgrade && <p>{t('subscriptions.status.downgradeScheduled', { plan: t(`subscriptions.planName.${downgrade}`, { defaultValue: downgrade }) })}</p>}
        <div className="subscription-card__actions">
          <Link className="button" data-variant="primary" href={at('/change-plan')}>
            {t('subscriptions.settings.changePlan')}
          </Link>
          {downgrade && <Button onPress={cancelChange}>{t('subscriptions.button.cancelChange')}</Button>}
          <Link className="button" href={at('/settings/subscriptions/streaming')}>
            {t('subscriptions.streaming.title')}
          </Link>
        </div>
      </section>
      <AddonList accountId={account.id} />
    </>
  );
}

function AddonList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const [addons, setAddons] = useState<{ status: 'loading' } | { status: 'ready'; list: AddonSubscription[] } | { status: 'failed'; error: unknown }>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api.addonSubscriptions(accountId).then(
      (list) => current && setAddons({ status: 'ready', list }),
      (error: unknown) => current && setAddons({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, accountId]);
  return (
    <section className="subscription-card" aria-labelledby="addons">
      <h2 id="addons" className="subscription-card__title">
        {t('subscriptions.addons.title')}
      </h2>
      {addons.status === 'loading' && <p>{t('subscriptions.loading')}</p>}
      {addons.status === 'failed' && <FormMessage tone="error">{errorMessage(addons.error, t)}</FormMessage>}
      {addons.status === 'ready' &&
        (addons.list.length === 0 ? (
          <p>{t('subscriptions.addons.none')}</p>
        ) : (
          <ul className="plan-grid">
            {addons.list.map((addon) => (
              <li key={addon.id} className="plan-card">
                <strong>{t(`subscriptions.addons.name.${addon.addon}`)}</strong>
                <span className="subscription-state" data-state={addon.state.toUpperCase()}>
                  {t(`subscriptions.addons.state.${addon.state}`)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
