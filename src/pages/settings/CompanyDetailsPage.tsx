// /accounts/{accountId}/settings/overview/company-details (navigation.md 2.4; core.md 5): edit the company's
// name, business type, address, country (with the state where it has one), phone and organisation number
// with the rules of core.md 5, checked on touch and again by the server. The route needs zone.activate
// (src/routing/settingsGuards.ts). A refusal puts the server's messages on their fields and keeps the
// input; saved, the overview opens.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoad } from '../../app/useLoad';
import { toasts } from '../../app/toasts/toastStore';
import { BUSINESS_TYPES, COMPANY_COUNTRIES, companyDetailsSchema } from '../../domain/companySettings';
import type { CompanyDetailsValues } from '../../domain/companySettings';
import { STATE_COUNTRIES } from '../../domain/validation';
import { AppError, isAppError } from '../../errors/AppError';
import settingsTexts from '../../i18n/en/settings.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath } from '../../routing/paths';
import { useSettingsApi } from '../../rest/settings';
import type { SettingsAccount } from '../../rest/settings';
import { Button } from '../../ui/Button';
import { FormSelect } from '../../ui/choiceFields';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LoadFailed, SettingsSkeleton, countryName, useAccountId } from './settingsParts';
import './settings.css';

registerTexts(settingsTexts);

/** The server's field names (AccountUpdate) and the form's. */
const FORM_FIELDS: Record<string, keyof CompanyDetailsValues> = {
  business_name: 'businessName',
  business_type: 'businessType',
  address: 'address',
  postal_code: 'postalCode',
  city: 'city',
  iso_country: 'country',
  state: 'state',
  phone: 'phone',
  org_number: 'orgNumber',
};

/** A refusal with the server's field names, as one with the form's. */
export function onFormFields(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [FORM_FIELDS[name] ?? name, message]));
  return new AppError(error.message, { ...error, expected: error.expected, fields });
}

export function CompanyDetailsPage() {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const accountId = useAccountId();
  const [state, retry] = useLoad(`company-details:${accountId}`, () => api.getAccount(accountId));
  return (
    <div className="settings-page">
      <h1 id="company-details-title">{t('settings.companyDetails.title')}</h1>
      {state.status === 'loading' && <SettingsSkeleton label={t('settings.companyDetails.loading')} rows={8} />}
      {state.status === 'failed' && <LoadFailed message={t('settings.overview.loadFailed')} error={state.error} onRetry={retry} retryLabel={t('settings.overview.retry')} />}
      {state.status === 'loaded' && <CompanyDetailsForm account={state.data} />}
    </div>
  );
}

const hasState = (country: string) => (STATE_COUNTRIES as readonly string[]).includes(country);

function CompanyDetailsForm({ account }: { account: SettingsAccount }) {
  const { t, i18n } = useTranslation();
  const api = useSettingsApi();
  const navigate = useNavigate();
  const overview = accountPath(account.id, '/settings/overview');
  const form = useZodForm(companyDetailsSchema, {
    businessName: account.business_name,
    businessType: account.business_type,
    address: account.address ?? '',
    postalCode: account.postal_code ?? '',
    city: account.city ?? '',
    country: account.iso_country,
    state: account.state ?? '',
    phone: account.phone ?? '',
    orgNumber: account.org_number ?? '',
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const [formError, setFormError] = useState<string>();
  const countries = COMPANY_COUNTRIES.map((code) => ({ value: code, label: countryName(code, i18n.language) })).sort((a, b) => a.label.localeCompare(b.label));
  const businessTypes = [...new Set<string>([...BUSINESS_TYPES, account.business_type])].map((type) => ({ value: type, label: t(`settings.companyDetails.businessTypes.${type}`, { defaultValue: type }) }));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.updateAccount(account.id, {
        business_name: values.businessName,
        business_type: values.businessType,
        address: values.address,
        postal_code: values.postalCode,
        city: values.city,
        iso_country: values.country,
        state: hasState(values.country) ? values.state : null,
        phone: values.phone.trim() || null,
        org_number: values.orgNumber.trim() || null,
      });
    } catch (error) {
      setFormError(showSubmitError(form, onFormFields(error), t));
      return;
    }
    toasts.show({ type: 'success', message: t('settings.companyDetails.saved') });
    void navigate(overview);
  });

  return (
    <section className="settings-card">
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="company-details-title" className="settings-form">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="businessName" label={t('settings.companyDetails.businessName')} autoComplete="organization" />
        <FormSelect control={form.control} name="businessType" label={t('settings.companyDetails.businessType')} choices={businessTypes} />
        <FormTextField control={form.control} name="address" label={t('settings.companyDetails.address')} autoComplete="street-address" />
        <div className="settings-form__row">
          <FormTextField control={form.control} name="postalCode" label={t('settings.companyDetails.postalCode')} autoComplete="postal-code" />
          <FormTextField control={form.control} name="city" label={t('settings.companyDetails.city')} autoComplete="address-level2" />
        </div>
        <div className="settings-form__row">
          <FormSelect control={form.control} name="country" label={t('settings.companyDetails.country')} choices={countries} />
          {hasState(country) && <FormTextField control={form.control} name="state" label={t('settings.companyDetails.state')} autoComplete="address-level1" />}
        </div>
        <div className="settings-form__row">
          <FormTextField control={form.control} name="phone" label={t('settings.companyDetails.phone')} autoComplete="tel" type="tel" />
          <FormTextField control={form.control} name="orgNumber" label={t('settings.companyDetails.orgNumber')} />
        </div>
        <div className="form-actions form-actions--end">
          <Link href={overview}>{t('settings.companyDetails.cancel')}</Link>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('settings.companyDetails.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
