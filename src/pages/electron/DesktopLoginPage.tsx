// /electron/login, /login/pairing-code and /login/email (navigation.md 2.5, 2.13): the desktop shell's
// login. A pairing code (shown in the web app when pairing a zone) makes this computer the zone's
// desktop device; an e-mail login signs the user in to choose the zone (/electron/select). The bare
// path offers both ways, each sub-path its own with a link to the other.
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { isAppError } from '../../errors/AppError';
import electronTexts from '../../i18n/en/electron.json';
import desktopSelectTexts from '../../i18n/en/desktopSelect.json';
import { registerTexts } from '../../i18n/i18n';
import { DESKTOP_LOGIN_PATH, DESKTOP_PAIRED_ZONE_PATH, DESKTOP_SELECT_PATH } from '../../routing/paths';
import { useIsLoggedIn } from '../../session/SessionProvider';
import { EmailLoginForm } from '../auth/EmailLoginForm';
import { normalisePairingCode } from './desktopPairing';
import { currentPairing, pairWithCode } from './deviceSession';
import './electron.css';

registerTexts(electronTexts);
registerTexts(desktopSelectTexts);

const PAIRING_CODE_PATH = `${DESKTOP_LOGIN_PATH}/pairing-code`;
const EMAIL_PATH = `${DESKTOP_LOGIN_PATH}/email`;

export function DesktopLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const way = useParams()['*'];
  const loggedIn = useIsLoggedIn();

  // A paired computer plays its zone; a signed-in user goes on to choose one.
  useEffect(() => {
    if (currentPairing()) void navigate(DESKTOP_PAIRED_ZONE_PATH, { replace: true });
    else if (loggedIn) void navigate(DESKTOP_SELECT_PATH, { replace: true });
  }, [navigate, loggedIn]);

  return (
    <div className="electron-page">
      <h1>{t('electron.login.title')}</h1>
      {way !== 'email' && <PairingCodeLogin />}
      {way === 'pairing-code' && <Link href={EMAIL_PATH}>{t('desktopSelect.login.useEmail')}</Link>}
      {way !== 'pairing-code' && <EmailLogin />}
      {way === 'email' && <Link href={PAIRING_CODE_PATH}>{t('desktopSelect.login.useCode')}</Link>}
    </div>
  );
}

function PairingCodeLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pairingCode = normalisePairingCode(code);
    if (!pairingCode) return setError(t('electron.login.codeInvalid'));
    setError(undefined);
    setBusy(true);
    pairWithCode(pairingCode).then(
      () => void navigate(DESKTOP_PAIRED_ZONE_PATH, { replace: true }),
      (failure: unknown) => {
        setBusy(false);
        setError(isAppError(failure) && failure.status === 400 ? t('electron.login.codeInvalid') : t('electron.login.failed'));
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="electron-page__form">
      <h2 id={headingId}>{t('desktopSelect.login.codeTitle')}</h2>
      <p>{t('electron.login.intro')}</p>
      <form className="electron-page__form" onSubmit={submit} noValidate>
        <TextField label={t('electron.login.code')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" errorMessage={error} autoFocus />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy ? t('electron.login.pairing') : t('electron.login.pair')}
        </Button>
      </form>
    </section>
  );
}

function EmailLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="electron-page__form">
      <h2 id={headingId}>{t('desktopSelect.login.emailTitle')}</h2>
      <p>{t('desktopSelect.login.emailIntro')}</p>
      <EmailLoginForm onLoggedIn={() => navigate(DESKTOP_SELECT_PATH, { replace: true })} />
    </section>
  );
}
