// The e-mail and password login (navigation.md 2.9), shared by /login and the desktop shell's login
// (navigation.md 2.13): the session's login, the form's errors kept beside the typed input, and where
// to go once signed in left to the page.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useZodForm } from '../../ui/forms';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { useSessionStore } from '../../session/SessionProvider';
import { forgotPasswordHref } from '../../routing/paths';
import { loginSchema, validEmailOrEmpty } from './schemas';

interface EmailLoginFormProps {
  /** The e-mail the form starts with (already validated, or empty). */
  email?: string;
  /** After the session has the user. */
  onLoggedIn: () => Promise<void> | void;
}

export function EmailLoginForm({ email = '', onLoggedIn }: EmailLoginFormProps) {
  const { t } = useTranslation();
  const session = useSessionStore();
  const form = useZodForm(loginSchema, { email, password: '' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFormError(undefined);
    try {
      await session.login(credentials);
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    await onLoggedIn();
  });

  const typedEmail = validEmailOrEmpty(form.watch('email'));
  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('login.formLabel')}>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={form.control} name="email" type="email" label={t('login.email')} autoComplete="username" />
      <FormTextField control={form.control} name="password" type="password" label={t('login.password')} autoComplete="current-password" />
      <div className="form-actions">
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <Link href={forgotPasswordHref(typedEmail)}>{t('login.forgotPassword')}</Link>
      </div>
    </Form>
  );
}
