// /accounts/{accountId}/settings/saml (navigation.md 2.4, 2.9, 6): the account's SAML organisation, the
// IdP it trusts (sign-in URL and signing certificate, or neither for the test IdP) and the service
// provider's side to set the IdP up with. The route needs user.create (src/routing/settingsGuards.ts).
// With the sso add-on a saved organisation lets the user connect their own user through the IdP, which
// returns here with #token= (connected) or #error= in the address; the page reads it and drops it, so
// the token is not left in the history.
import { useEffect, useState } from 'react';
import { FieldError, Form, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLoad } from '../../app/useLoad';
import { toasts } from '../../app/toasts/toastStore';
import { SAML_CERTIFICATE_MAX, SAML_NAME_MAX, SAML_SLUG_MAX, SAML_URL_MAX, samlOrganisationSchema } from '../../domain/saml';
import type { SamlOrganisationValues } from '../../domain/saml';
import { AppError, isAppError } from '../../errors/AppError';
import { errorMessage } from '../../errors/errorMessage';
import settingsTexts from '../../i18n/en/settings.json';
import { registerTexts } from '../../i18n/i18n';
import { useSamlApi } from '../../rest/saml';
import type { SamlSettings } from '../../rest/saml';
import { accountPath } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import { LoadFailed, SettingsSkeleton, useAccountId } from './settingsParts';
import './settings.css';

registerTexts(settingsTexts);

/** The contract's field names and the form's. */
const FORM_FIELDS: Record<string, keyof SamlOrganisationValues> = { slug: 'slug', name: 'name', idp_sso_url: 'idpSsoUrl', idp_certificate: 'idpCertificate' };

function onFormFields(error: unknown): unknown {
  if (!isAppError(error) || !error.fields) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [FORM_FIELDS[name] ?? name, message]));
  return new AppError(error.message, { ...error, expected: error.expected, fields });
}

/** What the IdP said when it came back here from a connect: #token= is a connected user, #error= its code. */
type ConnectOutcome = { kind: 'connected' } | { kind: 'failed'; error: string } | null;

function connectOutcomeOf(hash: string): ConnectOutcome {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('token')) return { kind: 'connected' };
  const error = fragment.get('error');
  return error ? { kind: 'failed', error } : null;
}

export function SamlSettingsPage() {
  const { t } = useTranslation();
  const api = useSamlApi();
  const accountId = useAccountId();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome] = useState(() => connectOutcomeOf(location.hash));
  const [state, retry] = useLoad(`saml-settings:${accountId}`, () => api.getSettings(accountId));
  useEffect(() => {
    if (outcome) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [outcome, navigate, location.pathname, location.search]);
  return (
    <div className="settings-page">
      <h1 id="saml-title">{t('settings.saml.title')}</h1>
      <p>{t('settings.saml.intro')}</p>
      {outcome?.kind === 'connected' && <FormMessage tone="success">{t('settings.saml.connect.done')}</FormMessage>}
      {outcome?.kind === 'failed' && <FormMessage tone="error">{t('settings.saml.connect.failed', { error: outcome.error })}</FormMessage>}
      {state.status === 'loading' && <SettingsSkeleton label={t('settings.saml.loading')} rows={6} />}
      {state.status === 'failed' && <LoadFailed message={t('settings.saml.loadFailed')} error={state.error} onRetry={retry} retryLabel={t('settings.saml.retry')} />}
      {state.status === 'loaded' && <SamlSettingsView accountId={accountId} loaded={state.data} />}
    </div>
  );
}

function SamlSettingsView({ accountId, loaded }: { accountId: string; loaded: SamlSettings }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState(loaded);
  const organisation = settings.organisation;
  const loginAddress = (slug: string) => `${window.location.origin}/login/saml/${slug}`;
  return (
    <>
      {!settings.saml_enabled && (
        <section className="settings-card" aria-labelledby="saml-addon">
          <p id="saml-addon">{t('settings.saml.addonMissing')}</p>
          <Link href={accountPath(accountId, '/settings/addons/promo/sso')}>{t('settings.saml.addonLink')}</Link>
        </section>
      )}
      <SamlOrganisationForm accountId={accountId} settings={settings} onSaved={setSettings} loginAddress={loginAddress} />
      {organisation && (
        <section className="settings-card" aria-labelledby="saml-sp">
          <h2 id="saml-sp">{t('settings.saml.serviceProvider')}</h2>
          <dl className="settings-facts">
            <dt>{t('settings.saml.entityId')}</dt>
            <dd>{organisation.sp_entity_id}</dd>
            <dt>{t('settings.saml.acsUrl')}</dt>
            <dd>{organisation.acs_url}</dd>
            <dt>{t('settings.saml.loginAddress')}</dt>
            <dd>{loginAddress(organisation.slug)}</dd>
          </dl>
        </section>
      )}
      {organisation && settings.saml_enabled && <ConnectUser slug={organisation.slug} />}
    </>
  );
}

interface SamlOrganisationFormProps {
  accountId: string;
  settings: SamlSettings;
  onSaved: (settings: SamlSettings) => void;
  loginAddress: (slug: string) => string;
}

function SamlOrganisationForm({ accountId, settings, onSaved, loginAddress }: SamlOrganisationFormProps) {
  const { t } = useTranslation();
  const api = useSamlApi();
  const saved = settings.organisation;
  const form = useZodForm(samlOrganisationSchema, { slug: saved?.slug ?? '', name: saved?.name ?? '', idpSsoUrl: saved?.idp_sso_url ?? '', idpCertificate: saved?.idp_certificate ?? '' });
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await api.saveOrganisation(accountId, {
        slug: values.slug.trim(),
        name: values.name.trim(),
        idp_sso_url: values.idpSsoUrl.trim() || null,
        idp_certificate: values.idpCertificate.trim() || null,
      });
      onSaved(answer);
    } catch (error) {
      setFormError(showSubmitError(form, onFormFields(error), t));
      return;
    }
    toasts.show({ type: 'success', message: t('settings.saml.saved') });
  });
  return (
    <section className="settings-card">
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="saml-organisation" className="settings-form">
        <h2 id="saml-organisation">{t('settings.saml.organisation')}</h2>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField
          control={form.control}
          name="slug"
          label={t('settings.saml.slug')}
          description={saved ? t('settings.saml.slugDescription', { address: loginAddress(saved.slug) }) : t('settings.saml.slugHint')}
          maxLength={SAML_SLUG_MAX}
        />
        <FormTextField control={form.control} name="name" label={t('settings.saml.name')} autoComplete="organization" maxLength={SAML_NAME_MAX} />
        <FormTextField control={form.control} name="idpSsoUrl" label={t('settings.saml.idpSsoUrl')} description={t('settings.saml.idpSsoUrlDescription')} type="url" maxLength={SAML_URL_MAX} />
        <CertificateField control={form.control} />
        <div className="form-actions form-actions--end">
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('settings.saml.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** The PEM certificate: several lines, so a text area (a text input would drop its line breaks). */
function CertificateField({ control }: { control: Control<SamlOrganisationValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'idpCertificate' });
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxLength={SAML_CERTIFICATE_MAX}
      isInvalid={Boolean(fieldState.error)}
      className="field"
    >
      <Label className="field__label">{t('settings.saml.idpCertificate')}</Label>
      <TextArea className="field__input settings-certificate" ref={field.ref} rows={6} spellCheck={false} />
      <Text slot="description" className="field__description">
        {t('settings.saml.idpCertificateDescription')}
      </Text>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </TextField>
  );
}

/** Connecting the signed-in user (navigation.md 7 'SAML connect'): the IdP's address to follow, back to this page. */
function ConnectUser({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const api = useSamlApi();
  const { userId } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const connect = async () => {
    if (!userId) return;
    setPending(true);
    setError(undefined);
    try {
      window.location.assign(await api.connect(slug, userId, `${window.location.origin}${window.location.pathname}`));
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <section className="settings-card" aria-labelledby="saml-connect">
      <h2 id="saml-connect">{t('settings.saml.connect.title')}</h2>
      <p>{t('settings.saml.connect.intro')}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div>
        <Button onPress={() => void connect()} isPending={pending} isDisabled={!userId}>
          {t('settings.saml.connect.button')}
        </Button>
      </div>
    </section>
  );
}
