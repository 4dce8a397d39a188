// The trial banner (billing.md 2.7, 4.6), shown while the account is missing a payment method, with the
// way to checkout.
import { useTranslation } from 'react-i18next';
import { trialBanner } from '../../domain/billing/trial';
import type { TrialBannerFacts } from '../../domain/billing/trial';
import { accountPath } from '../../routing/paths';
import { Link } from '../../ui/Link';

export function TrialBanner({ accountId, facts }: { accountId: string; facts: TrialBannerFacts }) {
  const { t } = useTranslation();
  const banner = trialBanner(facts, new Date());
  if (!banner) return null;
  return (
    <section className="trial-banner" data-kind={banner.kind} aria-label={t('subscriptions.trialBanner.label')}>
      <p className="trial-banner__message">{t(`subscriptions.trialBanner.${banner.kind}`, { count: banner.kind === 'EndsInDays' ? banner.days : 0 })}</p>
      <Link className="button" data-variant="primary" href={accountPath(accountId, '/checkout')}>
        {banner.kind === 'SetupIncomplete' ? t('subscriptions.button.checkout.completeSetup') : t('subscriptions.button.checkout.activate')}
      </Link>
    </section>
  );
}
