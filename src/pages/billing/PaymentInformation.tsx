// Payment information on the billing page (billing.md 2.4): the payment type, the card's kind with its
// icon, the masked number and the expiry, and the links that change the payment method.
import { useTranslation } from 'react-i18next';
import { cardNetworkName, paymentTypeOf } from '../../domain/billing/paymentMethods';
import type { PaymentMethod } from '../../rest/billing';
import { Link } from '../../ui/Link';
import { updatePaymentPath } from './billingPaths';
import { PaymentIcon, isPaymentIconKind } from './PaymentIcon';
import type { PaymentIconKind } from './PaymentIcon';

/** The wallet a PSP stands for; a card PSP shows its network instead. */
const WALLET_OF_PSP: Partial<Record<PaymentMethod['psp'], PaymentIconKind>> = { adyen_apple_pay: 'applepay', adyen_google_pay: 'googlepay', adyen_paypal: 'paypal' };

/** The card network whose short card_type code is shown under its full name (billing.md 2.4): 'mc', as Mastercard. */
export const CODE_SHOWN_UNDER_NAME = 'mc';

export function paymentIconKindOf(method: PaymentMethod): PaymentIconKind | null {
  const wallet = WALLET_OF_PSP[method.psp];
  if (wallet) return wallet;
  const cardType = method.creditcard_data?.card_type;
  return isPaymentIconKind(cardType) ? cardType : null;
}

export function PaymentInformation({ method, accountId, canEdit }: { method: PaymentMethod; accountId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const type = paymentTypeOf(method.psp) ?? method.payment_method;
  const card = method.creditcard_data;
  const kind = paymentIconKindOf(method);
  const cardType = card?.card_type ?? null;
  const masked = card?.masked_number ?? method.masked_cc;
  const expiry = card?.expiry ?? null;
  return (
    <section className="billing-card" aria-labelledby="billing-payment-heading">
      <h2 id="billing-payment-heading" className="billing-card__heading">
        {t('billing.payment.heading')}
      </h2>
      <dl className="billing-facts">
        <div>
          <dt>{t('billing.payment.type')}</dt>
          <dd data-testid="payment-type">
            {t(`billing.payment.types.${type}`)}
            <span className="billing-muted"> · {t(`billing.payment.psp.${method.psp}`)}</span>
          </dd>
        </div>
        {type === 'cc' && (
          <div>
            <dt>{t('billing.payment.card')}</dt>
            <dd className="billing-card-kind">
              {kind && <PaymentIcon kind={kind} />}
              <span className="billing-card-kind__name">
                <span>{cardType ? cardNetworkName(cardType) : kind ? cardNetworkName(kind) : t('billing.payment.noCard')}</span>
                {cardType === CODE_SHOWN_UNDER_NAME && <span className="billing-muted billing-card-kind__code">{cardType.toUpperCase()}</span>}
              </span>
            </dd>
          </div>
        )}
        {type === 'cc' && masked && (
          <div>
            <dt>{t('billing.payment.number')}</dt>
            <dd className="billing-mono">{masked}</dd>
          </div>
        )}
        {type === 'cc' && expiry && (
          <div>
            <dt>{t('billing.payment.expiry')}</dt>
            <dd>{expiry}</dd>
          </div>
        )}
      </dl>
      {type === 'invoice' && <p className="billing-muted">{t('billing.payment.invoiceBy')}</p>}
      {canEdit && (
        <div className="billing-actions">
          <Link className="button" data-variant="secondary" href={updatePaymentPath(accountId, 'cc')}>
            {type === 'cc' ? t('billing.payment.changeCard') : t('billing.payment.changeToCard')}
          </Link>
          {type !== 'invoice' && (
            <Link className="button" data-variant="quiet" href={updatePaymentPath(accountId, 'invoice')}>
              {t('billing.payment.changeToInvoice')}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
