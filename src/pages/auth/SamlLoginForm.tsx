// SAML login by organisation slug (navigation.md 2.9): the auth service sends the browser to the
// organisation's identity provider, which comes back to the app's /saml page with a token. The slug is
// checked first, so that an unknown organisation is a message on the field rather than an error page
// from the auth service.
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from './authScreens';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { SAML_RETURN_PATH } from '../../routing/paths';
import { samlSlugSchema } from './schemas';

export type SamlStart = 'unknownOrganisation' | 'leaving';

/** Checks the organisation and, when it signs in with SAML, leaves the app for its identity provider. */
export function useStartSamlLogin(): (slug: string) => Promise<SamlStart> {
  const { api, leaveApp, origin } = useAuthScreens();
  return useCallback(
    async (slug: string) => {
      const returnTo = `${origin}${SAML_RETURN_PATH}`;
      if (!(await api.samlOrganisationExists(slug, returnTo))) return 'unknownOrganisation';
      leaveApp(api.samlLoginUrl(slug, returnTo));
      return 'leaving';
    },
    [api, leaveApp, origin],
  );
}

export interface SamlLoginFormProps {
  defaultSlug?: string;
  /** Set when an earlier attempt (the route's own slug) named an unknown organisation. */
  unknownSlug?: string;
}

export function SamlLoginForm({ defaultSlug = '', unknownSlug }: SamlLoginFormProps) {
  const { t } = useTranslation();
  const startSamlLogin = useStartSamlLogin();
  const form = useZodForm(samlSlugSchema, { slug: defaultSlug });
  const [formError, setFormError] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const { setError } = form;

  useEffect(() => {
    if (unknownSlug) setError('slug', { type: 'server', message: t('samlLogin.unknownOrganisation', { slug: unknownSlug }) });
  }, [unknownSlug, setError, t]);

  const onSubmit = form.handleSubmit(async ({ slug }) => {
    setFormError(undefined);
    try {
      const outcome = await startSamlLogin(slug);
      if (outcome === 'leaving') setLeaving(true);
      else form.setError('slug', { type: 'server', message: t('samlLogin.unknownOrganisation', { slug }) }, { shouldFocus: true });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('samlLogin.formLabel')}>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField
        control={form.control}
        name="slug"
        label={t('samlLogin.slug')}
        description={t('samlLogin.slugDescription')}
        autoComplete="organization"
      />
      <div className="form-actions">
        <Button type="submit" variant="secondary" isPending={form.formState.isSubmitting || leaving}>
          {t('samlLogin.submit')}
        </Button>
      </div>
    </Form>
  );
}
