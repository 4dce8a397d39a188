// The plan pages (billing.md 2.6, 4.4, 4.8): /choose-plan (a new account picks its plan, then checkout),
// /upgrade-plan (the plans above the account's), /change-plan (every plan), /change-plan/{plan} (the
// change with its price table, confirmed through the long-running transaction, polled every 1 s up to
// 120 s) and /change-plan/confirmed/{plan}.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { useLoad } from '../../app/useLoad';
import { formatMoney } from '../../domain/billing/money';
import { SOLD_PLANS, isPlan, isPlanUpgrade, planRank, planTier } from '../../domain/billing/plans';
import type { BillingCycle, Plan } from '../../domain/billing/plans';
import { parseCheckoutState } from '../../domain/billing/checkout';
import { CHECKOUT_STATE_KEY } from '../../domain/billing/checkoutStorage';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { Pricing } from '../../rest/subscriptions';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { CycleChoice } from './CycleChoice';
import { PriceTable } from './PriceTable';
import { entryOf, fullPrice } from './priceEntries';
import { planOf } from './planNames';
import { defaultBillingCycle } from './SubscriptionActionDialog';
import { useSubscriptionAccount } from './SubscriptionAccount';
import type { SubscriptionAccount } from './SubscriptionAccount';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

export type PlanPageMode = 'choose' | 'upgrade' | 'change' | 'confirm' | 'confirmed';

export function planPageMode(pathname: string): PlanPageMode {
  if (/\/choose-plan\/?$/.test(pathname)) return 'choose';
  if (/\/upgrade-plan\/?$/.test(pathname)) return 'upgrade';
  if (/\/change-plan\/confirmed\/[^/]+\/?$/.test(pathname)) return 'confirmed';
  if (/\/change-plan\/[^/]+\/?$/.test(pathname)) return 'confirm';
  return 'change';
}

/** The plans a mode offers: above the account's on /upgrade-plan, every sold plan otherwise. */
export const offeredPlans = (mode: PlanPageMode, current: string): Plan[] => (mode === 'upgrade' ? SOLD_PLANS.filter((plan) => planRank(plan) > planRank(current)) : [...SOLD_PLANS]);


/** Keeps the chosen plan in the checkout state for the browser session (billing.md 4.7). */
function saveCheckoutPlan(accountId: string, plan: Plan, billingCycle: BillingCycle) {
  const stored = parseCheckoutState(sessionStorage.getItem(CHECKOUT_STATE_KEY));
  const base = stored?.accountId === accountId ? stored : { active: true, accountId };
  sessionStorage.setItem(CHECKOUT_STATE_KEY, JSON.stringify({ ...base, active: true, plan, tier: planTier(plan), billingCycle }));
}

export function PlanPage() {
  return (
    <div className="subscription-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <Plans />
      </Suspense>
    </div>
  );
}

function Plans() {
  const { t } = useTranslation();
  const account = useSubscriptionAccount();
  const mode = planPageMode(useLocation().pathname);
  const api = useSubscriptionsApi();
  const country = account?.country ?? '';
  const [pricing] = useLoad(country, () => api.pricing({ isoCountry: country }));
  const [cycle, setCycle] = useState<BillingCycle>(defaultBillingCycle(account?.distributor != null));
  if (!account) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  const current = planOf(account.plan);
  const title = <h1 className="subscription-page__title">{t(`subscriptions.plans.title.${mode}`)}</h1>;
  if (mode === 'confirmed') return <Confirmed account={account} title={title} />;
  if (pricing.status === 'loading') return <SubscriptionSkeleton />;
  if (pricing.status === 'failed') return <FormMessage tone="error">{errorMessage(pricing.error, t)}</FormMessage>;
  if (mode === 'confirm') return <ConfirmChange account={account} pricing={pricing.data} cycle={cycle} title={title} />;
  const plans = offeredPlans(mode, current);
  return (
    <>
      <header className="subscription-page__header">
        {title}
        <p className="subscription-page__intro">{t('subscriptions.plans.current', { plan: t(`subscriptions.planName.${current}`) })}</p>
      </header>
      <CycleChoice cycle={cycle} onChange={setCycle} />
      {plans.length === 0 ? (
        <p className="subscription-card">{t('subscriptions.plans.top')}</p>
      ) : (
        <ul className="plan-grid">
          {plans.map((plan) => (
            <li key={plan}>
              <PlanCard account={account} plan={plan} mode={mode} cycle={cycle} pricing={pricing.data} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PlanCard({ account, plan, mode, cycle, pricing }: { account: SubscriptionAccount; plan: Plan; mode: PlanPageMode; cycle: BillingCycle; pricing: Pricing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isCurrent = planOf(account.plan) === plan;
  const entry = entryOf(pricing, plan, cycle);
  const choose = () => {
    if (mode === 'choose') {
      saveCheckoutPlan(account.id, plan, cycle);
      void navigate(accountPath(account.id, '/checkout'));
      return;
    }
    void navigate(accountPath(account.id, `/change-plan/${plan}`));
  };
  return (
    <article className="plan-card" data-current={isCurrent} aria-labelledby={`plan-${plan}`}>
      <h2 id={`plan-${plan}`} className="plan-card__name">
        {t(`subscriptions.planName.${plan}`)}
      </h2>
      <p>{t(`subscriptions.plans.description.${plan}`)}</p>
      {entry && (
        <p className="plan-card__price">
          {t(`subscriptions.plans.pricePer.${cycle}`, { price: formatMoney(fullPrice(entry), entry.iso_currency) })}
        </p>
      )}
      {isCurrent && mode !== 'choose' ? (
        <p>
          <strong>{t('subscriptions.plans.yourPlan')}</strong>
        </p>
      ) : (
        <Button variant="primary" onPress={choose} aria-describedby={`plan-${plan}`}>
          {t('subscriptions.plans.choose', { plan: t(`subscriptions.planName.${plan}`) })}
        </Button>
      )}
    </article>
  );
}

function ConfirmChange({ account, pricing, cycle, title }: { account: SubscriptionAccount; pricing: Pricing; cycle: BillingCycle; title: React.ReactNode }) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const navigate = useNavigate();
  const toasts = useToasts();
  const target = useParams().plan ?? '';
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const current = planOf(account.plan);
  if (!isPlan(target) || !isPlan(current)) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  const upgrade = isPlanUpgrade(current, target);
  const entry = entryOf(pricing, target, cycle);
  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await api.changePlan(account.id, current, target);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
      return;
    }
    toasts.show({ type: 'success', message: t(upgrade ? 'subscriptions.plans.changed' : 'subscriptions.plans.scheduled', { plan: t(`subscriptions.planName.${target}`) }) });
    void navigate(accountPath(account.id, `/change-plan/confirmed/${target}`), { replace: true });
  };
  const names = { from: t(`subscriptions.planName.${current}`), to: t(`subscriptions.planName.${target}`) };
  return (
    <>
      <header className="subscription-page__header">
        <Link className="subscription-page__back" href={accountPath(account.id, '/change-plan')}>
          {t('subscriptions.plans.title.change')}
        </Link>
        {title}
        <p className="subscription-page__intro">{t(upgrade ? 'subscriptions.plans.upgradeNow' : 'subscriptions.plans.downgradeLater', names)}</p>
      </header>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {pending && <FormMessage tone="info">{t('subscriptions.plans.working')}</FormMessage>}
      {entry && <PriceTable entry={entry} invoiceFee={0} caption={t('subscriptions.priceTable.caption', { plan: names.to })} />}
      <div className="subscription-card__actions">
        <Link className="button" href={accountPath(account.id, '/settings/subscriptions')}>
          {t('subscriptions.cancelButton')}
        </Link>
        <Button variant="primary" isPending={pending} isDisabled={current === target} onPress={() => void confirm()}>
          {t('subscriptions.plans.confirm', names)}
        </Button>
      </div>
    </>
  );
}

function Confirmed({ account, title }: { account: SubscriptionAccount; title: React.ReactNode }) {
  const { t } = useTranslation();
  const plan = useParams().plan ?? '';
  const now = planOf(account.plan) === plan;
  return (
    <>
      <header className="subscription-page__header">{title}</header>
      <section className="subscription-card" role="status">
        <p className="subscription-card__status">{t(now ? 'subscriptions.plans.changed' : 'subscriptions.plans.scheduled', { plan: t(`subscriptions.planName.${plan}`) })}</p>
        <div className="subscription-card__actions">
          <Link className="button" data-variant="primary" href={accountPath(account.id, '/settings/subscriptions')}>
            {t('subscriptions.settings.title')}
          </Link>
          <Link className="button" href={accountPath(account.id, '/zones')}>
            {t('subscriptions.plans.toZones')}
          </Link>
        </div>
      </section>
    </>
  );
}
