// /reset-password/{token} (navigation.md 2.2): a new password, typed twice, set with the single-use token
// from the reset mail. Success leads to the login page with a confirmation; a token the server does not
// accept (unknown, used or expired) replaces the form with a way to ask for a new link.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import resetPasswordTexts from '../../i18n/en/resetPassword.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from './authScreens';
import { AuthFrame } from './AuthFrame';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { showSubmitError } from '../../ui/formErrors';
import { loginState } from './loginNotice';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../routing/paths';
import { resetPasswordSchema } from './schemas';

registerTexts(resetPasswordTexts);

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const form = useZodForm(resetPasswordSchema, { password: '', repeatPassword: '' });
  const [formError, setFormError] = useState<string>();
  const [unusableLink, setUnusableLink] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      await api.resetPassword(token, password);
    } catch (error) {
      if (withStatus(error, 404)) setUnusableLink(errorMessage(error, t));
      else setFormError(showSubmitError(form, error, t));
      return;
    }
    await navigate(LOGIN_PATH, { replace: true, state: loginState('passwordReset') });
  });

  if (unusableLink !== undefined) {
    return (
      <AuthFrame title={t('resetPassword.unusableTitle')} intro={unusableLink}>
        <div className="auth-frame__links">
          <Link href={FORGOT_PASSWORD_PATH}>{t('resetPassword.requestNewLink')}</Link>
          <Link href={LOGIN_PATH}>{t('resetPassword.backToLogin')}</Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('resetPassword.title')} intro={t('resetPassword.intro')} footer={<Link href={LOGIN_PATH}>{t('resetPassword.backToLogin')}</Link>}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('resetPassword.title')}>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="password" type="password" label={t('resetPassword.password')} autoComplete="new-password" />
        <FormTextField control={form.control} name="repeatPassword" type="password" label={t('resetPassword.repeatPassword')} autoComplete="new-password" />
        <div className="form-actions">
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}
