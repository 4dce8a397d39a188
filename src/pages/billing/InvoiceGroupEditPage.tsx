// /accounts/{accountId}/settings/billing/invoice-group/edit/{groupId} (billing.md 2.4, 3.6, 3.7, 5): the
// billing group form, with the state field where the country has one and the VAT-exemption form when
// the company is exempt. fromUpdate says the user came from changing the payment method; redirectOnSave
// is where a save leads (else back to billing). A refusal keeps what the user typed.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { CURRENCIES } from '../../domain/billing/money';
import billingTexts from '../../i18n/en/billing.json';
import { registerTexts } from '../../i18n/i18n';
import { toasts } from '../../app/toasts/toastStore';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormComboBox, FormSelect } from '../../ui/choiceFields';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { billingPath } from './billingPaths';
import type { InvoiceGroupEditData } from './billingLoaders';
import { billingGroupFormSchema, billingGroupFormValues, billingGroupUpdate, hasStateField, vatExemptFormCreate } from './billingForms';
import type { BillingGroupFormValues } from './billingForms';
import { countryChoices, stateChoices } from './countries';
import { BillingPageHeader } from './BillingPageHeader';
import './billing.css';

registerTexts(billingTexts);

function StateField({ control, name, country, label }: { control: Control<BillingGroupFormValues>; name: 'state' | 'vat.state'; country: string; label: string }) {
  const choices = stateChoices(country);
  return choices ? <FormComboBox control={control} name={name} label={label} choices={choices} /> : <FormTextField control={control} name={name} label={label} autoComplete="address-level1" />;
}

export function InvoiceGroupEditPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { api, accountId, group, vatExemptForm, search } = useLoaderData<InvoiceGroupEditData>();
  const form = useZodForm(billingGroupFormSchema, billingGroupFormValues(group, vatExemptForm));
  const [formError, setFormError] = useState<string>();
  const [country, vatExempt, vatCountry] = useWatch({ control: form.control, name: ['iso_country', 'vat_exempt', 'vat.iso_country'] });
  const countries = countryChoices(i18n.language, group.iso_country);
  const currencies = CURRENCIES.map((code) => ({ value: code, label: code }));
  const done = search.redirectOnSave ?? billingPath(accountId);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.updateBillingGroup(group.id, billingGroupUpdate(values));
      if (values.vat_exempt) await api.createVatExemptForm(group.id, vatExemptFormCreate(group.id, values));
      toasts.show({ type: 'success', message: t('billing.groupEdit.saved') });
      await navigate(done);
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <div className="billing-page billing-page--narrow">
      <BillingPageHeader id="group-edit-title" title={t('billing.groupEdit.title')}>
        <p className="billing-muted">{t('billing.groupEdit.intro', { name: group.name })}</p>
        {search.fromUpdate && <FormMessage tone="info">{t('billing.groupEdit.fromUpdate')}</FormMessage>}
      </BillingPageHeader>
      <Form className="billing-form billing-card" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="group-edit-title">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="name" label={t('billing.groupEdit.name')} />
        <FormTextField control={form.control} name="company_name" label={t('billing.groupEdit.companyName')} autoComplete="organization" />
        <FormTextField control={form.control} name="email" type="email" label={t('billing.groupEdit.email')} autoComplete="email" />
        <FormTextField control={form.control} name="address" label={t('billing.groupEdit.address')} autoComplete="address-line1" />
        <FormTextField control={form.control} name="address2" label={t('billing.groupEdit.address2')} autoComplete="address-line2" />
        <div className="billing-form__row">
          <FormTextField control={form.control} name="postal_code" label={t('billing.groupEdit.postalCode')} autoComplete="postal-code" />
          <FormTextField control={form.control} name="city" label={t('billing.groupEdit.city')} autoComplete="address-level2" />
        </div>
        <div className="billing-form__row">
          <FormComboBox control={form.control} name="iso_country" label={t('billing.groupEdit.country')} choices={countries} />
          {hasStateField(country) && <StateField control={form.control} name="state" country={country} label={t('billing.groupEdit.state')} />}
        </div>
        <div className="billing-form__row">
          <FormSelect control={form.control} name="currency" label={t('billing.groupEdit.currency')} choices={currencies} />
          <FormTextField control={form.control} name="vat_code" label={t('billing.groupEdit.vatCode')} />
          <FormTextField control={form.control} name="org_number" label={t('billing.groupEdit.orgNumber')} />
        </div>
        <div className="billing-form__row">
          <FormTextField control={form.control} name="reference_number" label={t('billing.groupEdit.reference')} />
          <FormTextField control={form.control} name="purchase_order_number" label={t('billing.groupEdit.purchaseOrder')} />
          <FormTextField control={form.control} name="cost_center" label={t('billing.groupEdit.costCenter')} />
        </div>
        <FormTextField control={form.control} name="customer_notes" label={t('billing.groupEdit.notes')} maxLength={1000} />
        <Checkbox isSelected={vatExempt} onChange={(exempt) => form.setValue('vat_exempt', exempt)}>
          {t('billing.groupEdit.vatExempt')}
        </Checkbox>
        {vatExempt && (
          <fieldset>
            <legend>{t('billing.groupEdit.vatHeading')}</legend>
            <p className="billing-muted">{vatExemptForm ? t('billing.groupEdit.vatAttached') : t('billing.groupEdit.vatIntro')}</p>
            <FormTextField control={form.control} name="vat.company_name" label={t('billing.groupEdit.companyName')} />
            <FormTextField control={form.control} name="vat.company_type" label={t('billing.groupEdit.companyType')} />
            <FormTextField control={form.control} name="vat.business_description" label={t('billing.groupEdit.businessDescription')} />
            <FormTextField control={form.control} name="vat.address" label={t('billing.groupEdit.address')} />
            <div className="billing-form__row">
              <FormTextField control={form.control} name="vat.postal_code" label={t('billing.groupEdit.postalCode')} />
              <FormTextField control={form.control} name="vat.city" label={t('billing.groupEdit.city')} />
            </div>
            <div className="billing-form__row">
              <FormComboBox control={form.control} name="vat.iso_country" label={t('billing.groupEdit.country')} choices={countries} />
              <StateField control={form.control} name="vat.state" country={vatCountry} label={t('billing.groupEdit.state')} />
            </div>
            <FormTextField control={form.control} name="vat.contact_name" label={t('billing.groupEdit.contactName')} />
            <FormTextField control={form.control} name="vat.contact_email" type="email" label={t('billing.groupEdit.contactEmail')} />
            <FormTextField control={form.control} name="vat.contact_phone" type="tel" label={t('billing.groupEdit.contactPhone')} />
          </fieldset>
        )}
        <div className="form-actions form-actions--end">
          <Button onPress={() => void navigate(billingPath(accountId))}>{t('billing.groupEdit.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('billing.groupEdit.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
