// /referral/{code} (navigation.md 2.2): the referral landing, in the signup appearance. It looks the code
// up (getReferral): a loading view, a not-found view for an unknown code, and otherwise who invites and
// what the new business gets, with the way into signup carrying the code (the landing's referralCode).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import signupTexts from '../../i18n/en/signup.json';
import { registerTexts } from '../../i18n/i18n';
import { useLoad } from '../../app/useLoad';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { AuthFrame } from '../auth/AuthFrame';
import { useAuthScreens } from '../auth/authScreens';

registerTexts(signupTexts);

/** Signup with the referral code as the landing's search parameter. */
export const referralSignupHref = (code: string) => `/signup?${new URLSearchParams({ referralCode: code }).toString()}`;

export function ReferralLandingPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { signup } = useAuthScreens();
  const [load, retry] = useLoad(code, () => signup.referral(code));
  if (load.status === 'loading') {
    return (
      <AuthFrame title={t('signup.referral.title')}>
        <LoadingRegion label={t('signup.referral.loading')}>
          <Skeleton height="1.25em" width="80%" />
          <Skeleton height="40px" />
        </LoadingRegion>
      </AuthFrame>
    );
  }
  if (load.status === 'failed') {
    if (withStatus(load.error, 404)) {
      return (
        <AuthFrame title={t('signup.referral.notFoundTitle')} intro={t('signup.referral.notFound', { code })}>
          <div className="form-actions">
            <Link href="/signup">{t('signup.referral.signUp')}</Link>
          </div>
        </AuthFrame>
      );
    }
    return (
      <AuthFrame title={t('signup.referral.failedTitle')} intro={errorMessage(load.error, t)}>
        <div className="form-actions">
          <Button variant="primary" onPress={retry}>
            {t('signup.retry')}
          </Button>
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('signup.referral.title')} intro={t('signup.referral.intro', { business: load.data.business_name, reward: load.data.reward })}>
      <div className="form-actions">
        <Link href={referralSignupHref(load.data.code)} className="button" data-variant="primary">
          {t('signup.referral.signUp')}
        </Link>
      </div>
    </AuthFrame>
  );
}
