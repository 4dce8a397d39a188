// /accounts/{accountId}/voucher/{code} (billing.md 2.6, 4.5, 7.7): the code is verified on the server; a
// valid voucher shows its offer and may be applied to the account.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useToasts } from '../../app/toasts/useToasts';
import { errorMessage } from '../../errors/errorMessage';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { useSubscriptionsApi } from '../../rest/subscriptions';
import type { VoucherVerification } from '../../rest/subscriptions';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { useSubscriptionAccount } from './SubscriptionAccount';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

export function VoucherPage() {
  return (
    <div className="subscription-page">
      <Suspense fallback={<SubscriptionSkeleton />}>
        <Voucher />
      </Suspense>
    </div>
  );
}

function Voucher() {
  const { t } = useTranslation();
  const api = useSubscriptionsApi();
  const toasts = useToasts();
  const account = useSubscriptionAccount();
  const code = useParams().code ?? '';
  const [verification, setVerification] = useState<{ status: 'loading' } | { status: 'ready'; result: VoucherVerification } | { status: 'failed'; error: unknown }>({ status: 'loading' });
  const [applied, setApplied] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let current = true;
    api.verifyVoucher(code).then(
      (result) => current && setVerification({ status: 'ready', result }),
      (error: unknown) => current && setVerification({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [api, code]);
  if (!account) return <FormMessage tone="error">{t('subscriptions.failed')}</FormMessage>;
  const header = (
    <header className="subscription-page__header">
      <h1 className="subscription-page__title">{t('subscriptions.voucher.title', { code })}</h1>
    </header>
  );
  if (verification.status === 'loading') return <SubscriptionSkeleton />;
  if (verification.status === 'failed') {
    return (
      <>
        {header}
        <FormMessage tone="error">{errorMessage(verification.error, t)}</FormMessage>
      </>
    );
  }
  const { result } = verification;
  const apply = async (billingVoucher: string) => {
    setPending(true);
    setFailure(undefined);
    try {
      await api.applyVoucher(account.id, billingVoucher);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setPending(false);
      return;
    }
    setApplied(true);
    setPending(false);
    toasts.show({ type: 'success', message: t('subscriptions.voucher.applied', { code: result.voucher_code }) });
  };
  return (
    <>
      {header}
      <section className="subscription-card" aria-live="polite">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {!result.valid || !result.billing_voucher ? (
          <p className="subscription-card__status">{t('subscriptions.voucher.invalid', { code: result.voucher_code })}</p>
        ) : applied ? (
          <p className="subscription-card__status" role="status">
            {t('subscriptions.voucher.applied', { code: result.voucher_code })}
          </p>
        ) : (
          <>
            <p className="subscription-card__status">{result.description ?? t('subscriptions.voucher.valid', { code: result.voucher_code })}</p>
            {result.discount_percent !== null && (
              <p>{result.months === null ? t('subscriptions.voucher.discountForever', { percent: result.discount_percent }) : t('subscriptions.voucher.discount', { percent: result.discount_percent, count: result.months })}</p>
            )}
            <div className="subscription-card__actions">
              <Button variant="primary" isPending={pending} onPress={() => void apply(result.billing_voucher!)}>
                {t('subscriptions.voucher.apply')}
              </Button>
            </div>
          </>
        )}
        <div className="subscription-card__actions">
          <Link href={accountPath(account.id, '/settings/subscriptions')}>{t('subscriptions.settings.title')}</Link>
        </div>
      </section>
    </>
  );
}
