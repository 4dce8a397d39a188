// /accounts/{accountId}/checkout[/{step}] (billing.md 2.6, 4.7, 4.8): the steps details, choose-plan,
// address, activate and complete, each offered when its rule holds; an asked step that is not available
// gives way to the furthest one that is. Shown without header, footer, notifications, sidebar or search.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { CHECKOUT_STEPS, availableCheckoutSteps, checkoutStepFor, parseCheckoutState } from '../../domain/billing/checkout';
import { CHECKOUT_STATE_KEY } from '../../domain/billing/checkoutStorage';
import type { CheckoutFacts, CheckoutStep } from '../../domain/billing/checkout';
import { isBillingCycle, isPlan, planTier } from '../../domain/billing/plans';
import { isPaymentMethodMissing, paymentTypeOf } from '../../domain/billing/paymentMethods';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { Pricing } from '../../rest/subscriptions';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { ONBOARDING_FLAG } from '../../layout/notifications/NotificationsBar';
import { entryOf } from './priceEntries';
import { PriceTable } from './PriceTable';
import { useSubscriptionAccount } from './SubscriptionAccount';
import type { SubscriptionAccount } from './SubscriptionAccount';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

interface CheckoutData {
  hasPaymentMethod: boolean;
  /** The one-time invoice fee when the account pays by invoice, else 0 (billing.md 4.8). */
  invoiceFee: number;
  billingAddress: { id: string; address: string | null; city: string | null } | null;
  pricing: Pricing;
}

export function CheckoutPage() {
  return (
    <div className="subscription-page checkout-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <Checkout />
      </Suspense>
    </div>
  );
}

function useCheckoutData(account: SubscriptionAccount | null) {
  const api = useSubscriptionsApi();
  const [data, setData] = useState<{ status: 'loading' } | { status: 'ready'; data: CheckoutData } | { status: 'failed'; error: unknown }>({ status: 'loading' });
  const accountId = account?.id ?? '';
  const country = account?.country ?? '';
  useEffect(() => {
    if (!accountId) return;
    let current = true;
    Promise.all([api.paymentMethod(accountId), api.defaultBillingAddress(accountId), api.pricing({ isoCountry: country })]).then(
      ([paymentMethod, billingAddress, pricing]) =>
        current &&
        setData({
          status: 'ready',
          data: { hasPaymentMethod: !isPaymentMethodMissing(paymentMethod), invoiceFee: paymentTypeOf(paymentMethod?.psp) === 'invoice' ? pricing.invoice_fee : 0, billingAddress, pricing },
        }),
      (error: unknown) => current && setData({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, accountId, country]);
  return data;
}

function Checkout() {
  const { t } = useTranslation();
  const account = useSubscriptionAccount();
  const { step: asked } = useParams();
  const loaded = useCheckoutData(account);
  if (!account) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  if (loaded.status === 'loading') return <SubscriptionSkeleton />;
  if (loaded.status === 'failed') return <FormMessage tone="error">{errorMessage(loaded.error, t)}</FormMessage>;
  const stored = parseCheckoutState(sessionStorage.getItem(CHECKOUT_STATE_KEY));
  const state = stored?.accountId === account.id ? stored : null;
  const zone = account.soundZones.edges[0]?.node ?? null;
  const facts: CheckoutFacts = {
    onboardingEnabled: account.featureFlags.includes(ONBOARDING_FLAG),
    tryBeforeYouBuy: account.tryBeforeYouBuy,
    incomplete: account.incomplete,
    zoneCount: account.soundZones.total,
    checkoutState: account.checkoutState === 'COMPLETED' ? 'completed' : 'setup',
    planChosen: !!state?.plan,
    hasPaymentMethod: loaded.data.hasPaymentMethod,
    zoneAddress: zone ? zone.location.physicalAddress : null,
    billingAddress: loaded.data.billingAddress,
  };
  const step = checkoutStepFor(asked, facts);
  if (asked !== undefined && asked !== step) return <Navigate to={accountPath(account.id, `/checkout/${step}`)} replace />;
  const available = availableCheckoutSteps(facts);
  return (
    <>
      <header className="subscription-page__header">
        <h1 className="subscription-page__title">{t('subscriptions.checkout.title', { account: account.businessName })}</h1>
        <nav aria-label={t('subscriptions.checkout.steps')}>
          <ol className="checkout-steps">
            {CHECKOUT_STEPS.map((name) => (
              <li key={name} className="checkout-steps__step" aria-current={name === step ? 'step' : undefined}>
                {available.includes(name) && name !== step ? <Link href={accountPath(account.id, `/checkout/${name}`)}>{t(`subscriptions.checkout.step.${name}`)}</Link> : t(`subscriptions.checkout.step.${name}`)}
              </li>
            ))}
          </ol>
        </nav>
      </header>
      <section className="subscription-card" aria-labelledby="checkout-step">
        <h2 id="checkout-step" className="subscription-card__title">
          {t(`subscriptions.checkout.step.${step}`)}
        </h2>
        <StepContent step={step} account={account} data={loaded.data} plan={state?.plan ?? null} billingCycle={state?.billingCycle ?? null} />
      </section>
    </>
  );
}

interface StepContentProps {
  step: CheckoutStep;
  account: SubscriptionAccount;
  data: CheckoutData;
  plan: string | null;
  billingCycle: string | null;
}

function StepContent({ step, account, data, plan, billingCycle }: StepContentProps) {
  const { t } = useTranslation();
  const at = (rest: string) => accountPath(account.id, rest);
  switch (step) {
    case 'details':
      return (
        <>
          <p>{t('subscriptions.checkout.details')}</p>
          <Link className="button" data-variant="primary" href={at('/zones/create')}>
            {t('subscriptions.checkout.createZone')}
          </Link>
        </>
      );
    case 'choose-plan':
      return (
        <>
          <p>{t('subscriptions.checkout.choosePlan')}</p>
          <Link className="button" data-variant="primary" href={at('/choose-plan')}>
            {t('subscriptions.checkout.seePlans')}
          </Link>
        </>
      );
    case 'address': {
      const group = data.billingAddress;
      const href = group ? `${at(`/settings/billing/invoice-group/edit/${encodeURIComponent(group.id)}`)}?redirectOnSave=${encodeURIComponent(at('/checkout/activate'))}` : at('/settings/billing');
      return (
        <>
          <p>{group?.address && group.city ? t('subscriptions.checkout.addressKnown', { address: group.address, city: group.city }) : t('subscriptions.checkout.addressMissing')}</p>
          <Link className="button" data-variant="primary" href={href}>
            {t('subscriptions.checkout.editAddress')}
          </Link>
        </>
      );
    }
    case 'activate':
      return <ActivateStep account={account} data={data} plan={plan} billingCycle={billingCycle} />;
    case 'complete':
      return (
        <>
          <p>{t('subscriptions.checkout.complete')}</p>
          <Link className="button" data-variant="primary" href={at('/zones')}>
            {t('subscriptions.plans.toZones')}
          </Link>
        </>
      );
  }
}

function ActivateStep({ account, data, plan, billingCycle }: Omit<StepContentProps, 'step'>) {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const chosenPlan = isPlan(plan) ? plan : null;
  const cycle = isBillingCycle(billingCycle) ? billingCycle : 'monthly';
  const entry = chosenPlan ? entryOf(data.pricing, chosenPlan, cycle) : null;
  const zone = account.soundZones.edges[0]?.node ?? null;
  if (!data.hasPaymentMethod) {
    return (
      <>
        <p>{t('subscriptions.checkout.paymentMissing')}</p>
        <Link className="button" data-variant="primary" href={accountPath(account.id, '/settings/billing/update-payment/cc')}>
          {t('subscriptions.checkout.addPayment')}
        </Link>
      </>
    );
  }
  if (!zone || !chosenPlan) return <p>{t('subscriptions.checkout.choosePlan')}</p>;
  const activate = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await api.purchase(zone.id, { account: account.id, legal_acceptance: true, terms_type: 'general', billing_cycle: cycle, tier: planTier(chosenPlan), plan: chosenPlan, discount_months: 0 });
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
      return;
    }
    sessionStorage.removeItem(CHECKOUT_STATE_KEY);
    toasts.show({ type: 'success', message: t('subscriptions.activate.done', { zone: zone.name }) });
    void navigate(accountPath(account.id, '/checkout/complete'), { replace: true });
  };
  return (
    <>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {entry && <PriceTable entry={entry} invoiceFee={data.invoiceFee} caption={t('subscriptions.priceTable.caption', { plan: t(`subscriptions.planName.${chosenPlan}`) })} />}
      <Button variant="primary" isPending={pending} onPress={() => void activate()}>
        {t('subscriptions.checkout.activate', { zone: zone.name })}
      </Button>
    </>
  );
}
