// /login (navigation.md 2.2, 2.9): e-mail and password, social login (google, apple) and SAML login by
// organisation slug. After signing in the user goes to the redirect-to path (the search parameter, else
// the stored one) unless it is /login or /signup; by default /home.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { takePathAfterLogin } from '../../session/redirectTo';
import { SOCIAL_PROVIDERS } from '../../rest/people';
import type { SocialProvider } from '../../rest/people';
import { useAuthScreens } from './authScreens';
import { AuthFrame } from './AuthFrame';
import { FormMessage } from '../../ui/formFields';
import { loginNoticeOf } from './loginNotice';
import { SIGNUP_PATH, SSO_RETURN_PATH } from '../../routing/paths';
import { SamlLoginForm } from './SamlLoginForm';
import { validEmailOrEmpty } from './schemas';
import { EmailLoginForm } from './EmailLoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const { api, leaveApp, origin } = useAuthScreens();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [leavingFor, setLeavingFor] = useState<SocialProvider>();
  const notice = loginNoticeOf(location.state);
  const socialHeadingId = useId();
  const samlHeadingId = useId();

  const socialLogin = (provider: SocialProvider) => {
    setLeavingFor(provider);
    leaveApp(api.socialLoginUrl(provider, `${origin}${SSO_RETURN_PATH}`));
  };

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
      <EmailLoginForm email={validEmailOrEmpty(searchParams.get('email'))} onLoggedIn={() => navigate(takePathAfterLogin(searchParams.get('redirectTo')), { replace: true })} />

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
