// The fields of a location (core.md 3 'Location'), shared by zone create (a new location) and location
// edit: name, street address, postal code, city, country, the state where the country has one, and the
// time zone its schedules follow. Country names come from Intl in the user's language.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { Control, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { LOCATION_COUNTRIES, TIME_ZONES, defaultTimezone } from '../../../domain/locations';
import { STATE_COUNTRIES } from '../../../domain/validation';
import { FormComboBox, FormSelect } from '../../../ui/choiceFields';
import { FormTextField } from '../../../ui/formFields';

/** The form values the location fields bind to. */
export interface LocationFieldValues extends FieldValues {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  state: string;
  timezone: string;
}

const hasState = (country: string) => (STATE_COUNTRIES as readonly string[]).includes(country);

function useCountryChoices(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language === 'svdev' ? 'sv' : 'en'], { type: 'region' });
    return LOCATION_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label));
  }, [language]);
}

const TIME_ZONE_CHOICES = TIME_ZONES.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

/** A new location's time zone follows its country until the user picks one. */
export function useTimezoneFollowsCountry<T extends LocationFieldValues>(form: UseFormReturn<T>) {
  const { control, getFieldState, setValue } = form;
  const country = useWatch({ control, name: 'country' as Path<T> }) as string;
  useEffect(() => {
    if (!getFieldState('timezone' as Path<T>).isDirty) setValue('timezone' as Path<T>, defaultTimezone(country) as PathValue<T, Path<T>>);
  }, [country, getFieldState, setValue]);
}

export interface LocationFieldsProps<T extends LocationFieldValues> {
  control: Control<T>;
  /** Location edit: the country stays as it is (LocationUpdateInput has none). */
  countryFixed?: { label: string; note: string };
}

export function LocationFields<T extends LocationFieldValues>({ control, countryFixed }: LocationFieldsProps<T>) {
  const { t, i18n } = useTranslation();
  const countries = useCountryChoices(i18n.language);
  const country = useWatch({ control, name: 'country' as Path<T> }) as string;
  const field = (name: keyof LocationFieldValues & string) => name as Path<T>;
  return (
    <>
      <FormTextField control={control} name={field('name')} label={t('locations.fields.name')} autoComplete="organization" />
      <FormTextField control={control} name={field('address')} label={t('locations.fields.address')} autoComplete="street-address" />
      <div className="location-form__row">
        <FormTextField control={control} name={field('postalCode')} label={t('locations.fields.postalCode')} autoComplete="postal-code" />
        <FormTextField control={control} name={field('city')} label={t('locations.fields.city')} autoComplete="address-level2" />
      </div>
      <div className="location-form__row">
        {countryFixed ? (
          <div className="field">
            <span className="field__label">{countryFixed.label}</span>
            <span className="location-form__fixed">{countries.find((choice) => choice.value === country)?.label ?? country}</span>
            <span className="field__description">{countryFixed.note}</span>
          </div>
        ) : (
          <FormSelect control={control} name={field('country')} label={t('locations.fields.country')} choices={countries} />
        )}
        {hasState(country) && <FormTextField control={control} name={field('state')} label={t('locations.fields.state')} autoComplete="address-level1" />}
      </div>
      <FormComboBox control={control} name={field('timezone')} label={t('locations.fields.timezone')} choices={TIME_ZONE_CHOICES} />
    </>
  );
}
