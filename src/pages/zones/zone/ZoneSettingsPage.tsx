// /zones/{zoneId}/settings (core.md 3 'Sound zone' settings, 5): the zone's name and every setting of its
// player, validated as the spec says; a refused save keeps what the user typed. Speaker-system zones have
// no settings and say so.
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ZoneSettingsPageQuery, ZoneSettingsPageQuery$data } from '../../../__generated__/ZoneSettingsPageQuery.graphql';
import type { ZoneSettingsPageRenameMutation } from '../../../__generated__/ZoneSettingsPageRenameMutation.graphql';
import type { ZoneSettingsPageUpdateMutation } from '../../../__generated__/ZoneSettingsPageUpdateMutation.graphql';
import { useToasts } from '../../../app/toasts/useToasts';
import { commitMutationAsync } from '../../../relay/commitMutationAsync';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { showSubmitError } from '../../../ui/formErrors';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { useZodForm } from '../../../ui/forms';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { FormRadioGroup } from '../../../ui/choiceFields';
import { BITRATES, LIMIT_TYPES, zoneSettingsSchema } from './zoneSettingsSchema';
import type { ZoneSettingsValues } from './zoneSettingsSchema';

const query = graphql`
  query ZoneSettingsPageQuery($zoneId: ID!) @preloadable {
    soundZone(id: $zoneId) {
      id
      name
      permissions
      settings {
        mono
        offline
        bitrate
        discoverable
        staffControl
        downloadLimitation {
          limitEnabled
          hourStart
          hourEnd
          limitType
        }
        diskcacheMaxMb
        crossfade
        crossfadeLength
        volumeEq
        defaultVolume
      }
    }
  }
`;

const renameMutation = graphql`
  mutation ZoneSettingsPageRenameMutation($zoneId: ID!, $name: String!) {
    soundZoneUpdate(input: { soundZone: $zoneId, name: $name }) {
      soundZone {
        id
        name
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ZoneSettingsPageUpdateMutation($zoneId: ID!, $settings: SoundZoneSettingsInput!) {
    soundZoneUpdateSettings(input: { soundZones: [$zoneId], settings: $settings }) {
      soundZones {
        id
        settings {
          mono
          offline
          bitrate
          discoverable
          staffControl
          downloadLimitation {
            limitEnabled
            hourStart
            hourEnd
            limitType
          }
          diskcacheMaxMb
          crossfade
          crossfadeLength
          volumeEq
          defaultVolume
        }
      }
    }
  }
`;

interface ZoneSettingsRecord {
  mono: boolean;
  offline: boolean;
  bitrate: string;
  discoverable: boolean;
  staffControl: boolean;
  downloadLimitation: { limitEnabled: boolean; hourStart: number; hourEnd: number; limitType: string };
  diskcacheMaxMb: number;
  crossfade: boolean;
  crossfadeLength: number;
  volumeEq: boolean;
  defaultVolume: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => ((values as readonly string[]).includes(value) ? (value as T) : fallback);

/** The form's values from the zone's name and settings. */
export function zoneSettingsValues(name: string, settings: ZoneSettingsRecord): ZoneSettingsValues {
  const limitation = settings.downloadLimitation;
  return {
    name,
    mono: settings.mono,
    volumeEq: settings.volumeEq,
    crossfade: settings.crossfade,
    crossfadeLength: String(settings.crossfadeLength),
    defaultVolume: String(settings.defaultVolume),
    offline: settings.offline,
    discoverable: settings.discoverable,
    staffControl: settings.staffControl,
    bitrate: oneOf(BITRATES, settings.bitrate, 'normal'),
    diskcacheMaxMb: String(settings.diskcacheMaxMb),
    limitEnabled: limitation.limitEnabled,
    hourStart: String(limitation.hourStart),
    hourEnd: String(limitation.hourEnd),
    limitType: oneOf(LIMIT_TYPES, limitation.limitType, 'INSIDE'),
  };
}

/** The settings input of valid form values. */
export function zoneSettingsInput(values: ZoneSettingsValues) {
  return {
    mono: values.mono,
    volumeEq: values.volumeEq,
    crossfade: values.crossfade,
    crossfadeLength: Number(values.crossfadeLength),
    defaultVolume: Number(values.defaultVolume),
    offline: values.offline,
    discoverable: values.discoverable,
    staffControl: values.staffControl,
    bitrate: values.bitrate,
    diskcacheMaxMb: Number(values.diskcacheMaxMb),
    downloadLimitation: { limitEnabled: values.limitEnabled, hourStart: Number(values.hourStart), hourEnd: Number(values.hourEnd), limitType: values.limitType },
  };
}

export function ZoneSettingsPage() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <LoadingRegion label={t('zonePage.loading')}>
          <Skeleton width="100%" height="320px" radius="var(--radius)" />
        </LoadingRegion>
      }
    >
      <ZoneSettings />
    </Suspense>
  );
}

type Zone = NonNullable<ZoneSettingsPageQuery$data['soundZone']>;

function ZoneSettings() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ZoneSettingsPageQuery>(query, useLoaderData<PreloadedQuery<ZoneSettingsPageQuery>>());
  const zone = data.soundZone;
  if (!zone) return null;
  return (
    <section className="zone-card zone-settings" aria-labelledby="zone-settings-title">
      <h2 id="zone-settings-title" className="zone-card__title">
        {t('zonePage.settings.title')}
      </h2>
      {zone.settings ? <ZoneSettingsForm zone={zone} settings={zone.settings} /> : <p>{t('zonePage.settings.speakerSystem')}</p>}
    </section>
  );
}

function ZoneSettingsForm({ zone, settings }: { zone: Zone; settings: NonNullable<Zone['settings']> }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const form = useZodForm(zoneSettingsSchema, zoneSettingsValues(zone.name, settings));
  const [formError, setFormError] = useState<string>();
  const canWrite = zone.permissions.includes('SETTINGS_WRITE');
  const limitEnabled = form.watch('limitEnabled');
  const crossfade = form.watch('crossfade');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      if (values.name !== zone.name) await commitMutationAsync<ZoneSettingsPageRenameMutation>(environment, renameMutation, { zoneId: zone.id, name: values.name });
      await commitMutationAsync<ZoneSettingsPageUpdateMutation>(environment, updateMutation, { zoneId: zone.id, settings: zoneSettingsInput(values) });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    form.reset(values);
    toasts.show({ type: 'success', message: t('zonePage.settings.saved') });
  });

  const { control } = form;
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="zone-settings-title" className="zone-settings__form">
      {!canWrite && <FormMessage tone="info">{t('zonePage.settings.noPermission')}</FormMessage>}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <fieldset className="zone-settings__group" disabled={!canWrite}>
        <FormTextField control={control} name="name" label={t('zonePage.settings.name')} isDisabled={!canWrite} />
      </fieldset>
      <fieldset className="zone-settings__group">
        <legend>{t('zonePage.settings.sound')}</legend>
        <FormCheckbox control={control} name="mono" label={t('zonePage.settings.mono')} isDisabled={!canWrite} />
        <FormCheckbox control={control} name="volumeEq" label={t('zonePage.settings.volumeEq')} isDisabled={!canWrite} />
        <FormCheckbox control={control} name="crossfade" label={t('zonePage.settings.crossfade')} isDisabled={!canWrite} />
        <FormTextField control={control} name="crossfadeLength" label={t('zonePage.settings.crossfadeLength')} inputMode="numeric" isDisabled={!canWrite || !crossfade} />
        <FormTextField control={control} name="defaultVolume" label={t('zonePage.settings.defaultVolume')} inputMode="numeric" isDisabled={!canWrite} />
      </fieldset>
      <fieldset className="zone-settings__group">
        <legend>{t('zonePage.settings.player')}</legend>
        <FormCheckbox control={control} name="offline" label={t('zonePage.settings.offline')} isDisabled={!canWrite} />
        <FormCheckbox control={control} name="discoverable" label={t('zonePage.settings.discoverable')} isDisabled={!canWrite} />
        <FormCheckbox control={control} name="staffControl" label={t('zonePage.settings.staffControl')} isDisabled={!canWrite} />
        <FormRadioGroup control={control} name="bitrate" label={t('zonePage.settings.bitrate')} choices={BITRATES.map((value) => ({ value, label: t(`zonePage.settings.bitrates.${value}`) }))} />
        <FormTextField control={control} name="diskcacheMaxMb" label={t('zonePage.settings.diskcacheMaxMb')} inputMode="numeric" isDisabled={!canWrite} />
      </fieldset>
      <fieldset className="zone-settings__group">
        <legend>{t('zonePage.settings.downloads')}</legend>
        <FormCheckbox control={control} name="limitEnabled" label={t('zonePage.settings.limitEnabled')} isDisabled={!canWrite} />
        <FormTextField control={control} name="hourStart" label={t('zonePage.settings.hourStart')} inputMode="numeric" isDisabled={!canWrite || !limitEnabled} />
        <FormTextField control={control} name="hourEnd" label={t('zonePage.settings.hourEnd')} inputMode="numeric" isDisabled={!canWrite || !limitEnabled} />
        <FormRadioGroup control={control} name="limitType" label={t('zonePage.settings.limitType')} choices={LIMIT_TYPES.map((value) => ({ value, label: t(`zonePage.settings.limitTypes.${value}`) }))} />
      </fieldset>
      <div className="form-actions form-actions--end">
        <Button type="submit" variant="primary" isDisabled={!canWrite} isPending={form.formState.isSubmitting}>
          {t('zonePage.settings.save')}
        </Button>
      </div>
    </Form>
  );
}

type BooleanField = { [K in keyof ZoneSettingsValues]: ZoneSettingsValues[K] extends boolean ? K : never }[keyof ZoneSettingsValues];

function FormCheckbox({ control, name, label, isDisabled }: { control: Control<ZoneSettingsValues>; name: BooleanField; label: string; isDisabled: boolean }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox name={field.name} isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} isDisabled={isDisabled}>
      {label}
    </Checkbox>
  );
}
