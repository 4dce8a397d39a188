// /accounts/{accountId}/settings/billing (billing.md 2.4): the payment information, the billing e-mail,
// the billing groups and the two invoice histories, with the data the route's loader preloaded. Without
// a billing group it warns 'lacks billing group'; without billing_groups.edit everything is read-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import type { BillingGroup } from '../../rest/billing';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { BillingGroupList } from './BillingGroupList';
import { defaultGroupOf } from './billingLoaders';
import { billingPath } from './billingPaths';
import type { BillingSettingsData } from './billingLoaders';
import { InvoiceSpecs, LedgerInvoices } from './InvoiceHistories';
import { PaymentInformation } from './PaymentInformation';
import { BillingPageHeader } from './BillingPageHeader';
import './billing.css';

registerTexts(billingTexts);

export function BillingSettingsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<BillingSettingsData>();
  const { api, accountId, canEdit, paymentMethod } = data;
  // The loader's groups until this page changes one; a new load (another account) starts from its own.
  const [changed, setChanged] = useState<{ from: BillingGroup[]; groups: BillingGroup[] } | null>(null);
  const groups = changed?.from === data.billingGroups ? changed.groups : data.billingGroups;
  const defaultGroup = defaultGroupOf(groups);
  return (
    <div className="billing-page">
      <BillingPageHeader id="billing-title" title={t('billing.title')}>
        <p className="billing-muted">{t('billing.intro')}</p>
        {!canEdit && <FormMessage tone="info">{t('billing.readOnly')}</FormMessage>}
      </BillingPageHeader>
      {groups.length === 0 ? (
        <div className="billing-warning" role="alert" data-testid="lacks-billing-group">
          {t('billing.lacksBillingGroup')}
        </div>
      ) : (
        <>
          <div className="billing-page__columns">
            <PaymentInformation method={paymentMethod} accountId={accountId} canEdit={canEdit} />
            <section className="billing-card" aria-labelledby="billing-email-heading">
              <h2 id="billing-email-heading" className="billing-card__heading">
                {t('billing.email.heading')}
              </h2>
              <p data-testid="billing-email">{defaultGroup?.email || <span className="billing-muted">{t('billing.email.none')}</span>}</p>
              {canEdit && (
                <div className="billing-actions">
                  <Link className="button" data-variant="secondary" href={billingPath(accountId, '/update-billing-email')}>
                    {t('billing.email.edit')}
                  </Link>
                </div>
              )}
            </section>
          </div>
          <BillingGroupList api={api} accountId={accountId} groups={groups} canEdit={canEdit} onChanged={(next) => setChanged({ from: data.billingGroups, groups: next })} />
          <LedgerInvoices key={`ledger-${accountId}`} api={api} accountId={accountId} firstPage={data.ledgerFirstPage} />
          <InvoiceSpecs key={`specs-${accountId}`} api={api} accountId={accountId} firstPage={data.specsFirstPage} />
        </>
      )}
    </div>
  );
}
