// /accounts/{accountId}/zones/create and /zones/create/{locationId} (core.md 2 'Zones and locations'):
// create a zone in a location of the account, or in a new location described here (its address, country
// and time zone). Who may: anyone with ZONE_CREATE on a location adds zones to it; only members of the
// whole account create locations (src/domain/locations.ts). On success the new zone's page opens.
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type * as z from 'zod/mini';
import type { ZoneCreatePageQuery } from '../../../__generated__/ZoneCreatePageQuery.graphql';
import { useToasts } from '../../../app/toasts/useToasts';
import { defaultTimezone, mayCreateLocation, mayCreateZoneIn, zoneCreateSchema } from '../../../domain/locations';
import { AppError, isAppError } from '../../../errors/AppError';
import locationTexts from '../../../i18n/en/locations.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath, zonePath } from '../../../routing/paths';
import { Button } from '../../../ui/Button';
import { FormRadioGroup, FormSelect } from '../../../ui/choiceFields';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { showSubmitError } from '../../../ui/formErrors';
import { useZodForm } from '../../../ui/forms';
import { Link } from '../../../ui/Link';
import { createZoneIn, createZoneWithLocation } from './createZoneMutations';
import { LocationFields, useTimezoneFollowsCountry } from '../location/LocationFields';
import type { LocationFieldValues } from '../location/LocationFields';
import { FormSkeleton, PageNotice } from '../location/locationParts';
import '../location/locationPages.css';

registerTexts(locationTexts);

const query = graphql`
  query ZoneCreatePageQuery($accountId: ID!, $locations: Int!) @preloadable {
    account(id: $accountId) {
      id
      country
      permissions
      locations(first: $locations) {
        edges {
          node {
            id
            name
            deactivated
            permissions
            physicalAddress {
              city
            }
          }
        }
      }
    }
  }
`;

interface ZoneCreateForm extends LocationFieldValues {
  where: 'existing' | 'new';
  locationId: string;
  soundZoneName: string;
}

// The schema is a union by `where`; the form holds the fields of both sides at once.
const formSchema = zoneCreateSchema as unknown as z.ZodMiniType<ZoneCreateForm>;

/** soundZoneCreate names the zone's name `input.name`; on this form that is the zone name field. */
function asZoneNameError(error: unknown): unknown {
  if (!isAppError(error) || !error.fields?.['input.name']) return error;
  const { 'input.name': name, ...rest } = error.fields;
  return new AppError(error.message, { ...error, expected: error.expected, fields: { ...rest, soundZoneName: name } });
}

export function ZoneCreatePage() {
  const { t } = useTranslation();
  return (
    <div className="location-page">
      <Suspense fallback={<FormSkeleton label={t('locations.create.loading')} fields={4} />}>
        <ZoneCreate />
      </Suspense>
    </div>
  );
}

function ZoneCreate() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ZoneCreatePageQuery>(query, useLoaderData<PreloadedQuery<ZoneCreatePageQuery>>());
  const { locationId: preselected } = useParams();
  const account = data.account;
  if (!account) return <PageNotice title={t('locations.create.title')}>{t('locations.create.noPermission')}</PageNotice>;

  const locations = account.locations.edges.map((edge) => edge.node).filter((location) => !location.deactivated && mayCreateZoneIn(location.permissions));
  const newAllowed = !preselected && mayCreateLocation(account.permissions);
  if (!newAllowed && locations.length === 0) {
    return <PageNotice title={t('locations.create.title')}>{t(preselected ? 'locations.create.locationUnavailable' : 'locations.create.noPermission')}</PageNotice>;
  }
  if (preselected && !locations.some((location) => location.id === preselected)) {
    return (
      <PageNotice title={t('locations.create.title')} action={<Link href={accountPath(account.id, '/zones/create')}>{t('locations.create.chooseAnother')}</Link>}>
        {t('locations.create.locationUnavailable')}
      </PageNotice>
    );
  }
  return <ZoneCreateFormView accountId={account.id} country={account.country} locations={locations} newAllowed={newAllowed} preselected={preselected ?? null} />;
}

interface ZoneCreateFormViewProps {
  accountId: string;
  country: string;
  locations: readonly { id: string; name: string; physicalAddress: { city: string } }[];
  newAllowed: boolean;
  preselected: string | null;
}

function ZoneCreateFormView({ accountId, country, locations, newAllowed, preselected }: ZoneCreateFormViewProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useZodForm(formSchema, {
    where: locations.length > 0 ? 'existing' : 'new',
    locationId: preselected ?? (locations.length === 1 ? locations[0]!.id : ''),
    soundZoneName: '',
    name: '',
    address: '',
    postalCode: '',
    city: '',
    country,
    state: '',
    timezone: defaultTimezone(country),
  });
  useTimezoneFollowsCountry(form);
  const where = form.watch('where');
  const [formError, setFormError] = useState<string>();
  const zonesPath = accountPath(accountId, '/zones');
  const fixedLocation = preselected ? locations.find((location) => location.id === preselected) : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    let zoneId: string;
    try {
      zoneId =
        values.where === 'existing'
          ? await createZoneIn(environment, values.locationId, values.soundZoneName)
          : await createZoneWithLocation(environment, {
              account: accountId,
              name: values.name,
              address: values.address,
              city: values.city,
              postalCode: values.postalCode,
              country: values.country,
              state: values.state || null,
              timezone: values.timezone,
              soundZoneName: values.soundZoneName,
            });
    } catch (error) {
      setFormError(showSubmitError(form, values.where === 'existing' ? asZoneNameError(error) : error, t));
      return;
    }
    toasts.show({ type: 'success', message: t('locations.create.created', { name: values.soundZoneName }) });
    void navigate(zonePath(accountId, zoneId));
  });

  return (
    <section className="location-card" aria-labelledby="zone-create-title">
      <h1 id="zone-create-title" className="location-page__title">
        {t('locations.create.title')}
      </h1>
      <p className="location-page__intro">{fixedLocation ? `${fixedLocation.name} · ${fixedLocation.physicalAddress.city}` : t('locations.create.intro')}</p>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="zone-create-title" className="location-form">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        {!fixedLocation && (
          <fieldset className="location-form__section">
            <legend className="location-form__legend">{t('locations.create.where')}</legend>
            {newAllowed && locations.length > 0 && (
              <FormRadioGroup
                control={form.control}
                name="where"
                label={t('locations.create.location')}
                choices={[
                  { value: 'existing', label: t('locations.create.existing') },
                  { value: 'new', label: t('locations.create.new') },
                ]}
              />
            )}
            {where === 'existing' ? (
              <FormSelect control={form.control} name="locationId" label={t('locations.create.location')} choices={locations.map((location) => ({ value: location.id, label: `${location.name} · ${location.physicalAddress.city}` }))} />
            ) : (
              <LocationFields control={form.control} />
            )}
          </fieldset>
        )}
        <fieldset className="location-form__section">
          <legend className="location-form__legend">{t('locations.create.zone')}</legend>
          <FormTextField control={form.control} name="soundZoneName" label={t('locations.create.zoneName')} description={t('locations.create.zoneNameHelp')} />
        </fieldset>
        <div className="form-actions form-actions--end">
          <Link href={zonesPath}>{t('locations.create.cancel')}</Link>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('locations.create.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
