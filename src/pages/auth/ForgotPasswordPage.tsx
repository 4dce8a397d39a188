// /forgot-password (navigation.md 2.2): asks for a reset mail. The optional search e-mail fills the field
// when it is valid. The server answers the same whether or not the address has a user, and so does the
// confirmation; the address stays in the field so that the mail can be asked for again.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import forgotPasswordTexts from '../../i18n/en/forgotPassword.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from './authScreens';
import { AuthFrame } from './AuthFrame';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { loginHref } from '../../routing/paths';
import { forgotPasswordSchema, validEmailOrEmpty } from './schemas';

registerTexts(forgotPasswordTexts);

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const [searchParams] = useSearchParams();
  const form = useZodForm(forgotPasswordSchema, { email: validEmailOrEmpty(searchParams.get('email')) });
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(undefined);
    setSentTo(undefined);
    try {
      await api.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  const typedEmail = validEmailOrEmpty(form.watch('email'));
  return (
    <AuthFrame title={t('forgotPassword.title')} intro={t('forgotPassword.intro')} footer={<Link href={loginHref({ email: typedEmail })}>{t('forgotPassword.backToLogin')}</Link>}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('forgotPassword.title')}>
        {sentTo && <FormMessage tone="success">{t('forgotPassword.sent', { email: sentTo })}</FormMessage>}
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="email" type="email" label={t('forgotPassword.email')} autoComplete="email" />
        <div className="form-actions">
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {sentTo ? t('forgotPassword.sendAgain') : t('forgotPassword.submit')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
