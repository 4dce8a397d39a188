// /accounts/{accountId}/settings/overview (navigation.md 2.4): the company overview — logo, name,
// business type, country, address, phone, organisation number and plan — with a link to edit the company
// details (zone.activate) and the company logo's upload (SETTINGS_WRITE; the company-logo promo of
// navigation.md 2.17 sends users here). The logo is checked in the browser against the limits of
// src/domain/companySettings.ts before it is sent; the server checks them again and resizes it.
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../app/useLoad';
import { toasts } from '../../app/toasts/toastStore';
import { LOGO_MAX_BYTES, LOGO_MIN_SIZE, LOGO_TYPES, logoDimensionsError, logoFileError } from '../../domain/companySettings';
import { isAppError } from '../../errors/AppError';
import { errorMessage } from '../../errors/errorMessage';
import settingsTexts from '../../i18n/en/settings.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath } from '../../routing/paths';
import { useSettingsApi } from '../../rest/settings';
import type { SettingsAccount } from '../../rest/settings';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { LoadFailed, SettingsSkeleton, countryName, useAccountId } from './settingsParts';
import './settings.css';

registerTexts(settingsTexts);

/** The logo's size on this page, in CSS pixels; drawn at twice that for high-density screens. */
const OVERVIEW_LOGO_SIZE = 96;

export const logoSrc = (account: Pick<SettingsAccount, 'image'>, size: number) => account.image?.url.replace('%w', String(size)).replace('%h', String(size));

export function SettingsOverviewPage() {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const accountId = useAccountId();
  const [state, retry] = useLoad(`overview:${accountId}`, () => api.getAccount(accountId));
  const [changed, setChanged] = useState<SettingsAccount>();
  return (
    <div className="settings-page">
      <h1>{t('settings.overview.title')}</h1>
      {state.status === 'loading' && <SettingsSkeleton label={t('settings.overview.loading')} rows={6} />}
      {state.status === 'failed' && <LoadFailed message={t('settings.overview.loadFailed')} error={state.error} onRetry={retry} retryLabel={t('settings.overview.retry')} />}
      {state.status === 'loaded' && <Overview account={changed?.id === accountId ? changed : state.data} onChange={setChanged} />}
    </div>
  );
}

function Overview({ account, onChange }: { account: SettingsAccount; onChange: (account: SettingsAccount) => void }) {
  const { t, i18n } = useTranslation();
  const permissions = account.permissions ?? [];
  const none = t('settings.overview.none');
  const address = [account.address, [account.postal_code, account.city].filter(Boolean).join(' '), account.state].filter(Boolean).join(', ');
  const businessTypeKey = `settings.companyDetails.businessTypes.${account.business_type}`;
  return (
    <>
      <section className="settings-card" aria-labelledby="settings-logo-title">
        <h2 id="settings-logo-title">{t('settings.logo.title')}</h2>
        <LogoSection account={account} canWrite={permissions.includes('SETTINGS_WRITE')} onChange={onChange} />
      </section>
      <section className="settings-card" aria-labelledby="settings-details-title">
        <h2 id="settings-details-title">{t('settings.overview.details')}</h2>
        <dl className="settings-facts">
          <dt>{t('settings.overview.name')}</dt>
          <dd>{account.business_name}</dd>
          <dt>{t('settings.overview.businessType')}</dt>
          <dd>{i18n.exists(businessTypeKey) ? t(businessTypeKey) : account.business_type}</dd>
          <dt>{t('settings.overview.country')}</dt>
          <dd>{countryName(account.iso_country, i18n.language)}</dd>
          <dt>{t('settings.overview.address')}</dt>
          <dd>{address || none}</dd>
          <dt>{t('settings.overview.phone')}</dt>
          <dd>{account.phone || none}</dd>
          <dt>{t('settings.overview.orgNumber')}</dt>
          <dd>{account.org_number || none}</dd>
          <dt>{t('settings.overview.plan')}</dt>
          <dd>{account.plan ? t(`settings.overview.plans.${account.plan}`, { defaultValue: account.plan }) : none}</dd>
        </dl>
        {permissions.includes('zone.activate') && (
          <div>
            <Link href={accountPath(account.id, '/settings/overview/company-details')}>{t('settings.overview.edit')}</Link>
          </div>
        )}
      </section>
    </>
  );
}

/** The picture's upright size, where the browser can read it; null where it cannot (the server checks then). */
async function pictureSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function LogoSection({ account, canWrite, onChange }: { account: SettingsAccount; canWrite: boolean; onChange: (account: SettingsAccount) => void }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const hasUpload = account.image?.url.includes('~') ?? false;

  const upload = async (file: File) => {
    setError(undefined);
    const refused = logoFileError(file);
    if (refused) return setError(refused);
    setPending(true);
    try {
      const size = await pictureSize(file).catch(() => {
        throw new Error(t('settings.logo.unreadable'));
      });
      const tooSmall = size && logoDimensionsError(size.width, size.height);
      if (tooSmall) return setError(tooSmall);
      onChange(await api.uploadLogo(account.id, await base64Of(file)));
      toasts.show({ type: 'success', message: t('settings.logo.uploaded') });
    } catch (failure) {
      setError(isAppError(failure) ? (failure.fields?.image ?? errorMessage(failure, t)) : failure instanceof Error ? failure.message : errorMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    setError(undefined);
    setPending(true);
    try {
      onChange(await api.deleteLogo(account.id));
      toasts.show({ type: 'success', message: t('settings.logo.removed') });
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="settings-logo">
      {account.image && <img src={logoSrc(account, OVERVIEW_LOGO_SIZE * 2)} width={OVERVIEW_LOGO_SIZE} height={OVERVIEW_LOGO_SIZE} alt={t('settings.logo.alt', { name: account.business_name })} />}
      {canWrite && (
        <div className="settings-form">
          <p>{t('settings.logo.intro', { min: LOGO_MIN_SIZE, maxKb: LOGO_MAX_BYTES / 1024 })}</p>
          <div className="settings-list__actions">
            <FileTrigger acceptedFileTypes={[...LOGO_TYPES]} onSelect={(files) => files?.[0] && void upload(files[0])}>
              <Button variant="primary" isPending={pending}>
                {hasUpload ? t('settings.logo.replace') : t('settings.logo.choose')}
              </Button>
            </FileTrigger>
            {hasUpload && (
              <Button isDisabled={pending} onPress={() => void remove()}>
                {t('settings.logo.remove')}
              </Button>
            )}
          </div>
          {pending && <p role="status">{t('settings.logo.uploading')}</p>}
          {error && <FormMessage tone="error">{error}</FormMessage>}
        </div>
      )}
    </div>
  );
}
