// /invitation/ and /invitation/{token} (navigation.md 2.2): who invited whom to which account, and a way
// to accept: as the signed-in user, by signing in as the invited user, or by creating that user (name and
// password). Accepting leads to the account. An unknown, used or expired invitation says so.
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import invitationTexts from '../../i18n/en/invitation.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { useZodForm } from '../../ui/forms';
import { useIsLoggedIn, useSessionStore } from '../../session/SessionProvider';
import type { Invitation, IssuedSession } from '../../rest/people';
import { useAuthScreens } from './authScreens';
import { AuthFrame } from './AuthFrame';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { showSubmitError } from '../../ui/formErrors';
import { invitationLinkSchema, invitationStep } from './invitation';
import type { InvitationStep } from './invitation';
import { HOME_PATH, LOGIN_PATH, LOGOUT_PATH, accountPath, invitationHref } from '../../routing/paths';
import { invitationLoginSchema, invitationSignupSchema } from './schemas';
import { useLoad } from '../../app/useLoad';

registerTexts(invitationTexts);

export function AcceptInvitationPage() {
  const { token } = useParams();
  return token ? <InvitationByToken key={token} token={token} /> : <InvitationLinkForm />;
}

/** /invitation/ alone: the link from the invitation mail, pasted. */
function InvitationLinkForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(invitationLinkSchema, { link: '' });
  const onSubmit = form.handleSubmit(({ link }) => navigate(invitationHref(link)));
  return (
    <AuthFrame title={t('invitation.linkTitle')} intro={t('invitation.linkIntro')} footer={<Link href={LOGIN_PATH}>{t('invitation.logIn')}</Link>}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('invitation.linkTitle')}>
        <FormTextField control={form.control} name="link" label={t('invitation.link')} />
        <div className="form-actions">
          <Button type="submit" variant="primary">
            {t('invitation.open')}
          </Button>
        </div>
      </Form>
    </AuthFrame>
  );
}

function InvitationByToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const isLoggedIn = useIsLoggedIn();
  const [load, retry] = useLoad(token, () => api.getInvitation(token));
  // Set when accepting found the invitation gone (used or expired meanwhile).
  const [gone, setGone] = useState<string>();

  if (gone !== undefined) return <UnusableInvitation message={gone} />;
  if (load.status === 'loading') {
    return (
      <AuthFrame title={t('invitation.title')}>
        <LoadingRegion label={t('invitation.loading')}>
          <Skeleton height="1.25em" width="80%" />
          <Skeleton height="1em" width="60%" />
          <Skeleton height="40px" />
        </LoadingRegion>
      </AuthFrame>
    );
  }
  if (load.status === 'failed') {
    if (withStatus(load.error, 404)) return <UnusableInvitation message={errorMessage(load.error, t)} />;
    return (
      <AuthFrame title={t('invitation.loadFailedTitle')} intro={errorMessage(load.error, t)}>
        <div className="form-actions">
          <Button variant="primary" onPress={retry}>
            {t('invitation.retry')}
          </Button>
        </div>
      </AuthFrame>
    );
  }
  const step = invitationStep(load.data, { isLoggedIn, now: new Date() });
  if (step === 'expired') return <UnusableInvitation message={t('invitation.expired')} />;
  return <InvitationDetails invitation={load.data} step={step} onGone={setGone} />;
}

function UnusableInvitation({ message }: { message: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  return (
    <AuthFrame title={t('invitation.unusableTitle')} intro={message}>
      <p>{t('invitation.askForNew')}</p>
      <div className="auth-frame__links">{isLoggedIn ? <Link href={HOME_PATH}>{t('invitation.goHome')}</Link> : <Link href={LOGIN_PATH}>{t('invitation.logIn')}</Link>}</div>
    </AuthFrame>
  );
}

interface DetailsProps {
  invitation: Invitation;
  step: Exclude<InvitationStep, 'expired'>;
  onGone(message: string): void;
}

function InvitationDetails({ invitation, step: stepWhenLoaded, onGone }: DetailsProps) {
  const { t } = useTranslation();
  // Signing in to accept must not swap the form for another one half-way through.
  const [step] = useState(stepWhenLoaded);
  const intro = invitation.inviter
    ? t('invitation.invitedBy', { inviter: invitation.inviter.name, account: invitation.account_name })
    : t('invitation.invited', { account: invitation.account_name });
  return (
    <AuthFrame title={t('invitation.title')} intro={intro}>
      <dl className="auth-frame__facts">
        <dt>{t('invitation.account')}</dt>
        <dd>{invitation.account_name}</dd>
        <dt>{t('invitation.email')}</dt>
        <dd>{invitation.email}</dd>
      </dl>
      {step === 'acceptAsSignedIn' && <AcceptAsSignedIn invitation={invitation} onGone={onGone} />}
      {step === 'signInToAccept' && <SignInToAccept invitation={invitation} onGone={onGone} />}
      {step === 'createUserToAccept' && <CreateUserToAccept invitation={invitation} onGone={onGone} />}
    </AuthFrame>
  );
}

type AcceptProps = Omit<DetailsProps, 'step'>;

/**
 * After accepting: a new user signs in with the access token the answer carries (exchanged for a session
 * of its own); a signed-in member keeps their session with the fresh token that covers the new account.
 */
function useFinishAccepting(invitation: Invitation) {
  const session = useSessionStore();
  const navigate = useNavigate();
  return async (issued: IssuedSession, newUser: boolean) => {
    if (newUser) await session.loginWithAuthToken(issued.token);
    else session.adoptIssuedToken(issued.token);
    await navigate(accountPath(invitation.account), { replace: true });
  };
}

function AcceptAsSignedIn({ invitation, onGone }: AcceptProps) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const finish = useFinishAccepting(invitation);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; otherUser: boolean }>();

  const accept = async () => {
    setPending(true);
    setRefusal(undefined);
    try {
      await finish(await api.acceptInvitation(invitation.token), false);
    } catch (error) {
      if (withStatus(error, 404)) onGone(errorMessage(error, t));
      else setRefusal({ message: errorMessage(error, t), otherUser: Boolean(withStatus(error, 409)) });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {refusal && (
        <FormMessage tone="error">
          {refusal.message}
          {refusal.otherUser && (
            <>
              {' '}
              <Link href={LOGOUT_PATH}>{t('invitation.logOutToSwitch')}</Link>
            </>
          )}
        </FormMessage>
      )}
      <div className="form-actions">
        <Button variant="primary" onPress={() => void accept()} isPending={pending}>
          {t('invitation.accept', { account: invitation.account_name })}
        </Button>
      </div>
    </>
  );
}

function SignInToAccept({ invitation, onGone }: AcceptProps) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const session = useSessionStore();
  const finish = useFinishAccepting(invitation);
  const form = useZodForm(invitationLoginSchema, { password: '' });
  const [formError, setFormError] = useState<string>();
  // A retry after a failed acceptance does not sign in a second time.
  const signedIn = useRef(false);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      if (!signedIn.current) await session.login({ email: invitation.email, password });
      signedIn.current = true;
      await finish(await api.acceptInvitation(invitation.token), false);
    } catch (error) {
      if (withStatus(error, 404)) onGone(errorMessage(error, t));
      else setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('invitation.signInTitle')}>
      <p>{t('invitation.signInIntro', { email: invitation.email })}</p>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={form.control} name="password" type="password" label={t('invitation.password')} autoComplete="current-password" />
      <div className="form-actions">
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {t('invitation.signInAndAccept')}
        </Button>
      </div>
    </Form>
  );
}

function CreateUserToAccept({ invitation, onGone }: AcceptProps) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const finish = useFinishAccepting(invitation);
  const form = useZodForm(invitationSignupSchema, { name: '', password: '' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFormError(undefined);
    try {
      await finish(await api.acceptInvitation(invitation.token, { name, password }), true);
    } catch (error) {
      if (withStatus(error, 404)) onGone(errorMessage(error, t));
      else setFormError(showSubmitError(form, error, t));
    }
  });

  return (
    <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('invitation.createTitle')}>
      <p>{t('invitation.createIntro', { email: invitation.email })}</p>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <FormTextField control={form.control} name="name" label={t('invitation.name')} autoComplete="name" />
      <FormTextField control={form.control} name="password" type="password" label={t('invitation.newPassword')} description={t('invitation.passwordRule')} autoComplete="new-password" />
      <div className="form-actions">
        <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
          {t('invitation.createAndAccept')}
        </Button>
      </div>
    </Form>
  );
}
