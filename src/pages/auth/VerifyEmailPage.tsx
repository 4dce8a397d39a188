// /verify-email/{token} (navigation.md 2.2): confirms an e-mail address with the single-use token from
// the verify_email mail and says how it went, with a way on: into the app when signed in, else to log in.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import verifyEmailTexts from '../../i18n/en/verifyEmail.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { useIsLoggedIn } from '../../session/SessionProvider';
import { useAuthScreens } from './authScreens';
import { AuthFrame, AuthWorking } from './AuthFrame';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { HOME_PATH, loginHref } from '../../routing/paths';
import { useLoad } from '../../app/useLoad';

registerTexts(verifyEmailTexts);

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  return <VerifyEmail key={token} token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const isLoggedIn = useIsLoggedIn();
  const [verification, retry] = useLoad(token, () => api.verifyEmail(token));

  if (verification.status === 'loading') return <AuthWorking title={t('verifyEmail.title')} label={t('verifyEmail.working')} />;
  if (verification.status === 'loaded') {
    const { email } = verification.data;
    return (
      <AuthFrame title={t('verifyEmail.doneTitle')} intro={t('verifyEmail.done', { email })}>
        <div className="auth-frame__links">
          {isLoggedIn ? <Link href={HOME_PATH}>{t('verifyEmail.continue')}</Link> : <Link href={loginHref({ email })}>{t('verifyEmail.logIn')}</Link>}
        </div>
      </AuthFrame>
    );
  }
  if (withStatus(verification.error, 404)) {
    return (
      <AuthFrame title={t('verifyEmail.unusableTitle')} intro={errorMessage(verification.error, t)}>
        <p>{t('verifyEmail.unusableHelp')}</p>
        <div className="auth-frame__links">{isLoggedIn ? <Link href={HOME_PATH}>{t('verifyEmail.continue')}</Link> : <Link href={loginHref()}>{t('verifyEmail.logIn')}</Link>}</div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('verifyEmail.failedTitle')} intro={errorMessage(verification.error, t)}>
      <div className="form-actions">
        <Button variant="primary" onPress={retry}>
          {t('verifyEmail.retry')}
        </Button>
      </div>
    </AuthFrame>
  );
}
