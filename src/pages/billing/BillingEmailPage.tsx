// /accounts/{accountId}/settings/billing/update-billing-email (billing.md 2.4): the billing e-mail, which
// is the default billing group's e-mail; saved as a field update of that group. Read-only without
// billing_groups.edit.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import { toasts } from '../../app/toasts/toastStore';
import { Button } from '../../ui/Button';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { billingPath } from './billingPaths';
import type { BillingEmailData } from './billingLoaders';
import { billingEmailSchema } from './billingForms';
import { BillingPageHeader } from './BillingPageHeader';
import './billing.css';

registerTexts(billingTexts);

export function BillingEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { api, accountId, canEdit, defaultGroup } = useLoaderData<BillingEmailData>();
  const form = useZodForm(billingEmailSchema, { email: defaultGroup?.email ?? '' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (!defaultGroup) return;
    setFormError(undefined);
    try {
      await api.updateBillingGroup(defaultGroup.id, { email: email.trim() });
      toasts.show({ type: 'success', message: t('billing.emailPage.saved') });
      await navigate(billingPath(accountId));
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <div className="billing-page billing-page--narrow">
      <BillingPageHeader id="billing-email-title" title={t('billing.emailPage.title')}>
        {defaultGroup && <p className="billing-muted">{t('billing.emailPage.intro', { name: defaultGroup.name })}</p>}
        {!canEdit && <FormMessage tone="info">{t('billing.readOnly')}</FormMessage>}
      </BillingPageHeader>
      {defaultGroup ? (
        <Form className="billing-form billing-card" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="billing-email-title">
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <FormTextField control={form.control} name="email" type="email" label={t('billing.emailPage.email')} autoComplete="email" isReadOnly={!canEdit} />
          <div className="form-actions form-actions--end">
            <Button onPress={() => void navigate(billingPath(accountId))}>{t('billing.emailPage.cancel')}</Button>
            {canEdit && (
              <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
                {t('billing.emailPage.save')}
              </Button>
            )}
          </div>
        </Form>
      ) : (
        <div className="billing-warning" role="alert">
          {t('billing.lacksBillingGroup')}
        </div>
      )}
    </div>
  );
}
