// /login (navigation.md 2.2, 2.9): e-mail and password, social login (google, apple) and SAML login by
// organisation slug. After signing in the user goes to the redirect-to path (the search parameter, else
// the stored one) unless it is /login or /signup; by default /home.
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useZodForm } from '../../ui/forms';
import { takePathAfterLogin } from '../../session/redirectTo';
import { useSessionStore } from '../../session/SessionProvider';
import { SOCIAL_PROVIDERS } from '../../rest/people';
import type { SocialProvider } from '../../rest/people';
import { useAuthScreens } from './authScreens';
import { AuthFrame } from './AuthFrame';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { loginNoticeOf } from './loginNotice';
import { showSubmitError } from '../../ui/formErrors';
import { SIGNUP_PATH, SSO_RETURN_PATH, forgotPasswordHref } from '../../routing/paths';
import { SamlLoginForm } from './SamlLoginForm';
import { loginSchema, validEmailOrEmpty } from './schemas';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSessionStore();
  const { api, leaveApp, origin } = useAuthScreens();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const form = useZodForm(loginSchema, { email: validEmailOrEmpty(searchParams.get('email')), password: '' });
  const [formError, setFormError] = useState<string>();
  const [leavingFor, setLeavingFor] = useState<SocialProvider>();
  const notice = loginNoticeOf(location.state);
  const socialHeadingId = useId();
  const samlHeadingId = useId();

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(undefined);
    try {
      await session.login({ email, password });
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    await navigate(takePathAfterLogin(searchParams.get('redirectTo')), { replace: true });
  });

  const socialLogin = (provider: SocialProvider) => {
    setLeavingFor(provider);
    leaveApp(api.socialLoginUrl(provider, `${origin}${SSO_RETURN_PATH}`));
  };

  const typedEmail = validEmailOrEmpty(form.watch('email'));
  return (
    <AuthFrame
      title={t('login.title')}
      footer={
        <>
          {t('login.noUser')} <Link href={SIGNUP_PATH}>{t('login.signUp')}</Link>
        </>
      }
    >
      {notice && <FormMessage tone="success">{t(`login.notice.${notice}`)}</FormMessage>}
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

      <section className="auth-frame__section" aria-labelledby={socialHeadingId}>
        <h2 id={socialHeadingId} className="auth-frame__section-title">
          {t('login.socialTitle')}
        </h2>
        <div className="auth-frame__stack">
          {SOCIAL_PROVIDERS.map((provider) => (
            <Button key={provider} variant="secondary" onPress={() => socialLogin(provider)} isPending={leavingFor === provider}>
              {t(`login.social.${provider}`)}
            </Button>
          ))}
        </div>
      </section>

      <section className="auth-frame__section" aria-labelledby={samlHeadingId}>
        <h2 id={samlHeadingId} className="auth-frame__section-title">
          {t('login.samlTitle')}
        </h2>
        <SamlLoginForm />
      </section>
    </AuthFrame>
  );
}
