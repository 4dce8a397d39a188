// The add-on pages (billing.md 2.6): /addons/{addonId}/activate activates an add-on for the account;
// /settings/addons/activated/{addon} (hifi, with its feature flag on; the route guards both) shows the
// add-on's title, subtitle and next-step cards from translations.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { isAddon } from '../../domain/billing/plans';
import type { Addon } from '../../domain/billing/plans';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import { ACTIVATED_ADDON_PAGES } from '../../routing/routeParams';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { useSubscriptionAccount } from './SubscriptionAccount';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

/** Where activating an add-on leads: its activated page where it has one, else the subscription settings. */
export const afterActivation = (accountId: string, addon: Addon): string =>
  (ACTIVATED_ADDON_PAGES as readonly string[]).includes(addon) ? accountPath(accountId, `/settings/addons/activated/${addon}`) : accountPath(accountId, '/settings/subscriptions');

export function AddonActivatePage() {
  return (
    <div className="subscription-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <AddonActivate />
      </Suspense>
    </div>
  );
}

function AddonActivate() {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const navigate = useNavigate();
  const toasts = useToasts();
  const account = useSubscriptionAccount();
  const addon = useParams().addonId;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!account || !isAddon(addon)) {
    return (
      <section className="subscription-card">
        <h1 className="subscription-page__title">{t('subscriptions.addons.unknownTitle')}</h1>
        <p>{t('subscriptions.addons.unknown')}</p>
      </section>
    );
  }
  const name = t(`subscriptions.addons.name.${addon}`);
  const activate = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      await api.activateAddon(account.id, addon);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
      return;
    }
    toasts.show({ type: 'success', message: t('subscriptions.addons.activated', { addon: name }) });
    void navigate(afterActivation(account.id, addon), { replace: true });
  };
  return (
    <>
      <header className="subscription-page__header">
        <h1 className="subscription-page__title">{t('subscriptions.addons.activateTitle', { addon: name })}</h1>
        <p className="subscription-page__intro">{t(`subscriptions.addons.description.${addon}`)}</p>
      </header>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="subscription-card__actions">
        <Link className="button" href={accountPath(account.id, '/settings/subscriptions')}>
          {t('subscriptions.cancelButton')}
        </Link>
        <Button variant="primary" isPending={pending} onPress={() => void activate()}>
          {t('subscriptions.addons.activate', { addon: name })}
        </Button>
      </div>
    </>
  );
}

/** The next-step cards of an activated add-on's page, by translation key. */
const NEXT_STEPS = ['zones', 'settings'] as const;

export function AddonActivatedPage() {
  const { t } = useTranslation();
  const { accountId = '', addon = '' } = useParams();
  const targets = { zones: accountPath(accountId, '/zones'), settings: accountPath(accountId, '/settings/subscriptions') };
  return (
    <div className="subscription-page">
      <header className="subscription-page__header">
        <h1 className="subscription-page__title">{t(`subscriptions.addons.activatedPage.${addon}.title`)}</h1>
        <p className="subscription-page__intro">{t(`subscriptions.addons.activatedPage.${addon}.subtitle`)}</p>
      </header>
      <ul className="plan-grid">
        {NEXT_STEPS.map((step) => (
          <li key={step}>
            <article className="plan-card" aria-labelledby={`next-${step}`}>
              <h2 id={`next-${step}`} className="plan-card__name">
                {t(`subscriptions.addons.activatedPage.${addon}.next.${step}.title`)}
              </h2>
              <p>{t(`subscriptions.addons.activatedPage.${addon}.next.${step}.body`)}</p>
              <Link className="button" href={targets[step]}>
                {t(`subscriptions.addons.activatedPage.${addon}.next.${step}.link`)}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
