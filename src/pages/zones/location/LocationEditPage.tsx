// /accounts/{accountId}/zones/edit/{locationId} (core.md 2): edit a location (name, address, postal code,
// city, state, time zone; its country stays) and the names of its zones, with the rules of core.md 5. The
// location is saved first (locationUpdate), then each renamed zone (soundZoneUpdate); a refusal puts its
// messages on the fields and keeps what the user typed. Saved, the location page opens.
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { LocationEditPageQuery } from '../../../__generated__/LocationEditPageQuery.graphql';
import { useToasts } from '../../../app/toasts/useToasts';
import { locationEditSchema } from '../../../domain/locations';
import type { LocationEditValues } from '../../../domain/locations';
import { AppError, isAppError } from '../../../errors/AppError';
import locationTexts from '../../../i18n/en/locations.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { Button } from '../../../ui/Button';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { showSubmitError } from '../../../ui/formErrors';
import { useZodForm } from '../../../ui/forms';
import { Link } from '../../../ui/Link';
import { LocationFields } from './LocationFields';
import { FormSkeleton, PageNotice } from './locationParts';
import { renameZone, updateLocation } from './locationMutations';
import './locationPages.css';

registerTexts(locationTexts);

const query = graphql`
  query LocationEditPageQuery($locationId: ID!, $zones: Int!) @preloadable {
    location(id: $locationId) {
      id
      name
      permissions
      timezone
      account {
        id
      }
      physicalAddress {
        address
        postalCode
        city
        state
        country
      }
      soundZones(first: $zones) {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

export function LocationEditPage() {
  const { t } = useTranslation();
  return (
    <div className="location-page">
      <Suspense fallback={<FormSkeleton label={t('locations.edit.loading')} fields={6} />}>
        <LocationEdit />
      </Suspense>
    </div>
  );
}

/** A zone's refusal (soundZoneUpdate's input.name) belongs to that zone's field. */
function atZone(error: unknown, index: number): unknown {
  if (!isAppError(error) || !error.fields?.['input.name']) return error;
  return new AppError(error.message, { ...error, expected: error.expected, fields: { [`zones.${index}.name`]: error.fields['input.name'] } });
}

function LocationEdit() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<LocationEditPageQuery>(query, useLoaderData<PreloadedQuery<LocationEditPageQuery>>());
  const location = data.location;
  if (!location) throw new AppError('Location not found', { kind: 'notFound', status: 404, expected: true });
  if (!location.permissions.includes('UPDATE')) return <PageNotice title={t('locations.edit.title')}>{t('locations.edit.noPermission')}</PageNotice>;
  return <LocationEditForm location={location} />;
}

type EditableLocation = NonNullable<LocationEditPageQuery['response']['location']>;

function LocationEditForm({ location }: { location: EditableLocation }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const zones = location.soundZones.edges.map((edge) => edge.node);
  const { address, postalCode, city, state, country } = location.physicalAddress;
  const form = useZodForm(locationEditSchema, { name: location.name, address, postalCode, city, country, state: state ?? '', timezone: location.timezone, zones: zones.map(({ id, name }) => ({ id, name })) });
  const [formError, setFormError] = useState<string>();
  const locationPath = accountPath(location.account.id, `/zones/location/${encodeURIComponent(location.id)}`);

  const onSubmit = form.handleSubmit(async (values: LocationEditValues) => {
    setFormError(undefined);
    try {
      await updateLocation(environment, {
        location: location.id,
        name: values.name,
        address: values.address,
        postalCode: values.postalCode,
        city: values.city,
        state: values.state || null,
        timezone: values.timezone,
      });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    const renamed = values.zones.flatMap((zone, index) => (zone.name !== zones[index]?.name ? [{ ...zone, index }] : []));
    for (const zone of renamed) {
      try {
        await renameZone(environment, zone.id, zone.name);
      } catch (error) {
        const message = showSubmitError(form, atZone(error, zone.index), t);
        if (message) setFormError(message);
        return;
      }
    }
    toasts.show({ type: 'success', message: t('locations.edit.saved') });
    void navigate(`${locationPath}/details`);
  });

  return (
    <section className="location-card" aria-labelledby="location-edit-title">
      <h1 id="location-edit-title" className="location-page__title">
        {t('locations.edit.title')}
      </h1>
      <p className="location-page__intro">{location.name}</p>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="location-edit-title" className="location-form">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <fieldset className="location-form__section">
          <legend className="location-form__legend">{t('locations.edit.location')}</legend>
          <LocationFields control={form.control} countryFixed={{ label: t('locations.fields.country'), note: t('locations.edit.countryFixed') }} />
        </fieldset>
        <fieldset className="location-form__section">
          <legend className="location-form__legend">{t('locations.edit.zones')}</legend>
          {zones.length === 0 && <p className="location-page__intro">{t('locations.edit.noZones')}</p>}
          {zones.map((zone, index) => (
            <FormTextField key={zone.id} control={form.control} name={`zones.${index}.name`} label={t('locations.edit.zoneName', { number: index + 1 })} />
          ))}
        </fieldset>
        <div className="form-actions form-actions--end">
          <Link href={`${locationPath}/details`}>{t('locations.edit.cancel')}</Link>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('locations.edit.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
