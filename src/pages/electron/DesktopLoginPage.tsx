// /electron/login (navigation.md 2.5, 2.13): the desktop shell's login. A pairing code (shown in the web
// app when pairing a zone) makes this computer the zone's desktop device.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { isAppError } from '../../errors/AppError';
import electronTexts from '../../i18n/en/electron.json';
import { registerTexts } from '../../i18n/i18n';
import { normalisePairingCode } from './desktopPairing';
import { currentPairing, pairWithCode } from './deviceSession';
import { useDesktopShell } from './useDesktopShell';
import './electron.css';

registerTexts(electronTexts);

export const PAIRED_ZONE_PATH = '/electron/paired-zone';

export function DesktopLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDesktopShell();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (currentPairing()) void navigate(PAIRED_ZONE_PATH, { replace: true });
  }, [navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pairingCode = normalisePairingCode(code);
    if (!pairingCode) return setError(t('electron.login.codeInvalid'));
    setError(undefined);
    setBusy(true);
    pairWithCode(pairingCode).then(
      () => void navigate(PAIRED_ZONE_PATH, { replace: true }),
      (failure: unknown) => {
        setBusy(false);
        setError(isAppError(failure) && failure.status === 400 ? t('electron.login.codeInvalid') : t('electron.login.failed'));
      },
    );
  };

  return (
    <div className="electron-page">
      <h1>{t('electron.login.title')}</h1>
      <p>{t('electron.login.intro')}</p>
      <form className="electron-page__form" onSubmit={submit} noValidate>
        <TextField label={t('electron.login.code')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" errorMessage={error} autoFocus />
        <Button type="submit" variant="primary" isDisabled={busy}>
          {busy ? t('electron.login.pairing') : t('electron.login.pair')}
        </Button>
      </form>
    </div>
  );
}
