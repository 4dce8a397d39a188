// /accounts/{accountId}/settings/billing/update-payment/{type} (billing.md 2.4, 2.6, 4.9). The route's
// loader has run the entry (billing data, then checkout/address, the billing group's edit page or on);
// without a billing group this page shows the toast paymentMethod.missingBillingGroupRedirect and goes
// to billing. 'cc': the card form, sent through the server to the PSP, following a 3-D Secure redirect
// and reading its return. 'invoice': activate invoice payment, poll until the psp is an invoice PSP, then
// re-read the billing groups.
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import { toasts } from '../../app/toasts/toastStore';
import { errorMessage } from '../../errors/errorMessage';
import { PollingFailedError, isPaymentMethodAction, waitForInvoicePsp } from '../../rest/billing';
import { Button } from '../../ui/Button';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { billingPath, updatePaymentPath } from './billingPaths';
import type { UpdatePaymentData } from './billingLoaders';
import { cardFormSchema, cardPaymentMethodData, threeDsReturnOf } from './billingForms';
import { BillingPageHeader } from './BillingPageHeader';
import './billing.css';

registerTexts(billingTexts);

/** Where the browser goes for the 3-D Secure challenge: away from the app (replaced in tests). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

export function UpdatePaymentPage() {
  const data = useLoaderData<UpdatePaymentData | { missingBillingGroup: string }>();
  if ('missingBillingGroup' in data) return <MissingBillingGroup to={data.missingBillingGroup} />;
  return data.type === 'cc' ? <CardForm data={data} /> : <InvoiceSwitch data={data} />;
}

function MissingBillingGroup({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toasts.show({ id: 'missing-billing-group', type: 'error', message: t('paymentMethod.missingBillingGroupRedirect') });
    void navigate(to, { replace: true });
  }, [navigate, t, to]);
  return null;
}

function PaymentPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="billing-page billing-page--narrow">
      <BillingPageHeader id="update-payment-title" title={title}>
        <p className="billing-muted">{intro}</p>
      </BillingPageHeader>
      {children}
    </div>
  );
}

function CardForm({ data }: { data: UpdatePaymentData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { api, accountId, group } = data;
  const form = useZodForm(cardFormSchema, { holderName: '', cardNumber: '', expiryMonth: '', expiryYear: '', securityCode: '' });
  const returned = threeDsReturnOf(new URLSearchParams(location.search));
  const [formError, setFormError] = useState<string | undefined>(returned?.outcome === 'failure' ? t('billing.updatePayment.threeDsFailed', { code: returned.code }) : undefined);

  useEffect(() => {
    if (returned?.outcome !== 'success') return;
    toasts.show({ type: 'success', message: t('billing.updatePayment.threeDsSucceeded') });
    void navigate(billingPath(accountId), { replace: true });
  }, [returned?.outcome, accountId, navigate, t]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await api.updatePspPaymentMethod(accountId, {
        psp: 'adyen_creditcard',
        payment_method_data: cardPaymentMethodData(values),
        return_url: new URL(updatePaymentPath(accountId, 'cc'), window.location.origin).href,
        billing_group: group.id,
      });
      if (isPaymentMethodAction(answer)) {
        browserNavigation.assign(answer.action.url);
        return;
      }
      toasts.show({ type: 'success', message: t('billing.updatePayment.saved') });
      await navigate(billingPath(accountId));
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <PaymentPage title={t('billing.updatePayment.ccTitle')} intro={t('billing.updatePayment.ccIntro')}>
      <Form className="billing-form billing-card" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="update-payment-title">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="holderName" label={t('billing.updatePayment.holderName')} autoComplete="cc-name" />
        <FormTextField control={form.control} name="cardNumber" label={t('billing.updatePayment.cardNumber')} autoComplete="cc-number" inputMode="numeric" />
        <div className="billing-form__row">
          <FormTextField control={form.control} name="expiryMonth" label={t('billing.updatePayment.expiryMonth')} autoComplete="cc-exp-month" inputMode="numeric" />
          <FormTextField control={form.control} name="expiryYear" label={t('billing.updatePayment.expiryYear')} autoComplete="cc-exp-year" inputMode="numeric" />
          <FormTextField control={form.control} name="securityCode" label={t('billing.updatePayment.securityCode')} autoComplete="cc-csc" inputMode="numeric" />
        </div>
        <div className="form-actions form-actions--end">
          <Button onPress={() => void navigate(billingPath(accountId))}>{t('billing.updatePayment.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('billing.updatePayment.saveCard')}
          </Button>
        </div>
      </Form>
    </PaymentPage>
  );
}

function InvoiceSwitch({ data }: { data: UpdatePaymentData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { api, accountId, group } = data;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const switchToInvoice = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api.activateInvoicePayment(accountId, group.id);
      await waitForInvoicePsp(api, accountId);
      await api.listBillingGroups(accountId);
      toasts.show({ type: 'success', message: t('billing.updatePayment.saved') });
      await navigate(billingPath(accountId));
    } catch (failure) {
      setError(failure instanceof PollingFailedError ? t('paymentMethod.pollingFailed') : errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <PaymentPage
      title={t('billing.updatePayment.invoiceTitle')}
      intro={group.email ? t('billing.updatePayment.invoiceIntro', { email: group.email, name: group.name }) : t('billing.updatePayment.invoiceIntroNoEmail', { name: group.name })}
    >
      <div className="billing-card">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {pending && <p role="status">{t('billing.updatePayment.switching')}</p>}
        <div className="form-actions form-actions--end">
          <Button onPress={() => void navigate(billingPath(accountId))}>{t('billing.updatePayment.cancel')}</Button>
          <Button variant="primary" isPending={pending} onPress={() => void switchToInvoice()}>
            {t('billing.updatePayment.switchToInvoice')}
          </Button>
        </div>
      </div>
    </PaymentPage>
  );
}
