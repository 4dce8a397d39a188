// /partner-portal/{accountId}/create (navigation.md 2.5): a partner creates a customer account, sold by
// the partner and reached by its owners and admins, with its first location and sound zone at the
// company's address. Bad input keeps what was typed and shows the spec's messages per field; on success
// the dashboard opens, searched for the new customer.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import type { PartnerCreatePageMutation } from '../../__generated__/PartnerCreatePageMutation.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { defaultTimezone } from '../../domain/locations';
import { customerAccountSchema } from '../../domain/partnerPortal';
import locationTexts from '../../i18n/en/locations.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { Button } from '../../ui/Button';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LocationFields, useTimezoneFollowsCountry } from '../zones/location/LocationFields';
import { partnerPortalPath } from './partnerPortal';
import '../zones/location/locationPages.css';
import './partner.css';
import './partnerTexts';

registerTexts(locationTexts);

const mutation = graphql`
  mutation PartnerCreatePageMutation($input: CreateCustomerAccountInput!) {
    createCustomerAccount(input: $input) {
      account {
        id
        businessName
      }
    }
  }
`;

/** The country a new customer starts in: the partner's own market (the demo's and Cadence's first). */
const DEFAULT_CUSTOMER_COUNTRY = 'SE';

export function PartnerCreatePage() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useZodForm(customerAccountSchema, {
    businessName: '',
    name: '',
    address: '',
    postalCode: '',
    city: '',
    country: DEFAULT_CUSTOMER_COUNTRY,
    state: '',
    timezone: defaultTimezone(DEFAULT_CUSTOMER_COUNTRY),
    soundZoneName: '',
  });
  useTimezoneFollowsCountry(form);
  const [formError, setFormError] = useState<string>();
  const dashboard = partnerPortalPath(accountId);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await commitMutationAsync<PartnerCreatePageMutation>(environment, mutation, { input: { partner: accountId, ...values, state: values.state || null } });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    toasts.show({ type: 'success', message: t('partner.create.created', { name: values.businessName }) });
    void navigate(`${dashboard}?${new URLSearchParams({ q: values.businessName })}`);
  });

  return (
    <div className="partner-page">
      <section className="location-card" aria-labelledby="partner-create-title">
        <p className="partner-page__eyebrow">{t('partner.label')}</p>
        <h1 id="partner-create-title" className="location-page__title">
          {t('partner.create.title')}
        </h1>
        <p className="location-page__intro">{t('partner.create.intro')}</p>
        <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="partner-create-title" className="location-form">
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <fieldset className="location-form__section">
            <legend className="location-form__legend">{t('partner.create.company')}</legend>
            <FormTextField control={form.control} name="businessName" label={t('partner.create.businessName')} autoComplete="organization" />
          </fieldset>
          <fieldset className="location-form__section">
            <legend className="location-form__legend">{t('partner.create.location')}</legend>
            <LocationFields control={form.control} />
            <FormTextField control={form.control} name="soundZoneName" label={t('partner.create.soundZoneName')} />
          </fieldset>
          <div className="form-actions form-actions--end">
            <Link href={dashboard}>{t('partner.create.cancel')}</Link>
            <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
              {t('partner.create.submit')}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
