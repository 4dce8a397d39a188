// /accounts/{accountId}/settings/zone-presets (navigation.md 2.4, 2.8): the account's zone presets — named
// player settings a new zone may start with (SoundZoneCreate.zone_preset) — listed, created and edited in a
// dialog, and deleted after a confirmation. Changes need SETTINGS_WRITE; others see the list only.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../app/useLoad';
import { toasts } from '../../app/toasts/toastStore';
import { ZONE_PRESET_BITRATES, zonePresetFormSchema } from '../../domain/companySettings';
import type { ZonePresetFormValues } from '../../domain/companySettings';
import { AppError, isAppError } from '../../errors/AppError';
import { errorMessage } from '../../errors/errorMessage';
import settingsTexts from '../../i18n/en/settings.json';
import { registerTexts } from '../../i18n/i18n';
import { useSettingsApi } from '../../rest/settings';
import type { ZonePreset } from '../../rest/settings';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormSelect } from '../../ui/choiceFields';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { LoadFailed, SettingsSkeleton, useAccountId } from './settingsParts';
import './settings.css';

registerTexts(settingsTexts);

interface PresetsData {
  presets: ZonePreset[];
  canWrite: boolean;
}

export function ZonePresetsPage() {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const accountId = useAccountId();
  const [state, retry] = useLoad(`zone-presets:${accountId}`, async (): Promise<PresetsData> => {
    const [presets, account] = await Promise.all([api.listZonePresets(accountId), api.getAccount(accountId)]);
    return { presets, canWrite: account.permissions?.includes('SETTINGS_WRITE') ?? false };
  });
  return (
    <div className="settings-page">
      <h1>{t('settings.zonePresets.title')}</h1>
      <p>{t('settings.zonePresets.intro')}</p>
      {state.status === 'loading' && <SettingsSkeleton label={t('settings.zonePresets.loading')} rows={3} />}
      {state.status === 'failed' && <LoadFailed message={t('settings.zonePresets.loadFailed')} error={state.error} onRetry={retry} retryLabel={t('settings.zonePresets.retry')} />}
      {state.status === 'loaded' && <PresetList accountId={accountId} initial={state.data} />}
    </div>
  );
}

type Editing = { kind: 'create' } | { kind: 'edit'; preset: ZonePreset } | { kind: 'delete'; preset: ZonePreset } | null;

function PresetList({ accountId, initial }: { accountId: string; initial: PresetsData }) {
  const { t } = useTranslation();
  const [presets, setPresets] = useState(initial.presets);
  const [editing, setEditing] = useState<Editing>(null);
  const sorted = [...presets].sort((a, b) => a.name.localeCompare(b.name));
  const saved = (preset: ZonePreset) => {
    setPresets((list) => [...list.filter((item) => item.id !== preset.id), preset]);
    setEditing(null);
    toasts.show({ type: 'success', message: t('settings.zonePresets.saved') });
  };
  const deleted = (preset: ZonePreset) => {
    setPresets((list) => list.filter((item) => item.id !== preset.id));
    setEditing(null);
    toasts.show({ type: 'success', message: t('settings.zonePresets.deleted') });
  };
  return (
    <section className="settings-card" aria-label={t('settings.zonePresets.title')}>
      {initial.canWrite ? (
        <div>
          <Button variant="primary" onPress={() => setEditing({ kind: 'create' })}>
            {t('settings.zonePresets.create')}
          </Button>
        </div>
      ) : (
        <p>{t('settings.zonePresets.readOnly')}</p>
      )}
      {sorted.length === 0 ? (
        <p>{t('settings.zonePresets.empty')}</p>
      ) : (
        <ul className="settings-list">
          {sorted.map((preset) => (
            <li key={preset.id}>
              <div>
                <strong>{preset.name}</strong>
                <div>
                  {t('settings.zonePresets.summary', {
                    bitrate: t(`settings.zonePresets.bitrates.${preset.settings.bitrate}`),
                    volume: preset.settings.default_volume,
                    crossfade: preset.settings.crossfade ? t('settings.zonePresets.crossfadeSeconds', { seconds: preset.settings.crossfade_length }) : t('settings.zonePresets.crossfadeOff'),
                  })}
                </div>
              </div>
              {initial.canWrite && (
                <div className="settings-list__actions">
                  <Button aria-label={t('settings.zonePresets.edit', { name: preset.name })} onPress={() => setEditing({ kind: 'edit', preset })}>
                    {t('settings.zonePresets.editTitle')}
                  </Button>
                  <Button variant="danger" aria-label={t('settings.zonePresets.delete', { name: preset.name })} onPress={() => setEditing({ kind: 'delete', preset })}>
                    {t('settings.zonePresets.deleteConfirm')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <PresetFormDialog accountId={accountId} preset={editing.kind === 'edit' ? editing.preset : null} onClose={() => setEditing(null)} onSaved={saved} />
      )}
      {editing?.kind === 'delete' && <DeletePresetDialog preset={editing.preset} onClose={() => setEditing(null)} onDeleted={deleted} />}
    </section>
  );
}

const formValuesOf = (preset: ZonePreset | null): ZonePresetFormValues => ({
  name: preset?.name ?? '',
  bitrate: preset?.settings.bitrate ?? 'high',
  crossfade: preset?.settings.crossfade ?? true,
  crossfadeLength: String(preset?.settings.crossfade_length ?? 5),
  defaultVolume: String(preset?.settings.default_volume ?? 10),
  volumeEq: preset?.settings.volume_eq ?? true,
  mono: preset?.settings.mono ?? false,
  offline: preset?.settings.offline ?? true,
  staffControl: preset?.settings.staff_control ?? true,
});

/** The server names settings fields 'settings.default_volume'; the form 'defaultVolume'. */
const SERVER_FIELDS: Record<string, keyof ZonePresetFormValues> = { name: 'name', 'settings.crossfade_length': 'crossfadeLength', 'settings.default_volume': 'defaultVolume', 'settings.bitrate': 'bitrate' };
function onFormFields(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [SERVER_FIELDS[name] ?? name, message]));
  return new AppError(error.message, { ...error, expected: error.expected, fields });
}

function FormCheckbox({ control, name, label }: { control: Control<ZonePresetFormValues>; name: 'crossfade' | 'volumeEq' | 'mono' | 'offline' | 'staffControl'; label: string }) {
  const { field } = useController({ control, name });
  return (
    <Checkbox name={name} isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur}>
      {label}
    </Checkbox>
  );
}

function PresetFormDialog({ accountId, preset, onClose, onSaved }: { accountId: string; preset: ZonePreset | null; onClose: () => void; onSaved: (preset: ZonePreset) => void }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const form = useZodForm(zonePresetFormSchema, formValuesOf(preset));
  const [formError, setFormError] = useState<string>();
  const bitrates = ZONE_PRESET_BITRATES.map((value) => ({ value, label: t(`settings.zonePresets.bitrates.${value}`) }));
  const title = preset ? t('settings.zonePresets.editTitle') : t('settings.zonePresets.createTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const settings = {
      bitrate: values.bitrate,
      crossfade: values.crossfade,
      crossfade_length: Number(values.crossfadeLength),
      default_volume: Number(values.defaultVolume),
      volume_eq: values.volumeEq,
      mono: values.mono,
      offline: values.offline,
      staff_control: values.staffControl,
    };
    try {
      onSaved(preset ? await api.updateZonePreset(preset.id, { name: values.name, settings }) : await api.createZonePreset(accountId, { name: values.name, settings }));
    } catch (error) {
      setFormError(showSubmitError(form, onFormFields(error), t));
    }
  });

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Dialog title={title}>
        <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={title} className="settings-form">
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <FormTextField control={form.control} name="name" label={t('settings.zonePresets.fields.name')} />
          <FormSelect control={form.control} name="bitrate" label={t('settings.zonePresets.fields.bitrate')} choices={bitrates} />
          <div className="settings-form__row">
            <FormTextField control={form.control} name="defaultVolume" label={t('settings.zonePresets.fields.defaultVolume')} inputMode="numeric" />
            <FormTextField control={form.control} name="crossfadeLength" label={t('settings.zonePresets.fields.crossfadeLength')} inputMode="numeric" />
          </div>
          <FormCheckbox control={form.control} name="crossfade" label={t('settings.zonePresets.fields.crossfade')} />
          <FormCheckbox control={form.control} name="volumeEq" label={t('settings.zonePresets.fields.volumeEq')} />
          <FormCheckbox control={form.control} name="mono" label={t('settings.zonePresets.fields.mono')} />
          <FormCheckbox control={form.control} name="offline" label={t('settings.zonePresets.fields.offline')} />
          <FormCheckbox control={form.control} name="staffControl" label={t('settings.zonePresets.fields.staffControl')} />
          <div className="form-actions form-actions--end">
            <Button onPress={onClose}>{t('settings.zonePresets.cancel')}</Button>
            <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
              {t('settings.zonePresets.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </ModalDialog>
  );
}

function DeletePresetDialog({ preset, onClose, onDeleted }: { preset: ZonePreset; onClose: () => void; onDeleted: (preset: ZonePreset) => void }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api.deleteZonePreset(preset.id);
      onDeleted(preset);
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('settings.zonePresets.deleteTitle')}
        role="alertdialog"
        actions={
          <>
            <Button onPress={onClose}>{t('settings.zonePresets.cancel')}</Button>
            <Button variant="danger" isPending={pending} onPress={() => void confirm()}>
              {t('settings.zonePresets.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('settings.zonePresets.deleteMessage', { name: preset.name })}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
      </Dialog>
    </ModalDialog>
  );
}
