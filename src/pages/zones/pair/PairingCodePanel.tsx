// Pairing a desktop or mobile app (core.md 4 'Devices and pairing', 7 soundZoneInitiatePairing): the
// page asks for a 6-digit code and shows it with the time it has left and what to do with it; the app
// enters it (devicePair). The page hears of the pairing through the zone's realtime update. An expired
// or failed code can be replaced.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseError } from '../../../errors/localise';
import { Button } from '../../../ui/Button';
import { FormMessage } from '../../../ui/formFields';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { useInitiatePairing } from './InitiatePairingMutation';
import { remainingTime } from './pairingCodes';

type Code = { value: string; expiresAt: Date } | { error: string } | null;

/** '123456' as '123 456', easier to read out and type. */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

export function PairingCodePanel({ zoneId, app }: { zoneId: string; app: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const [initiate] = useInitiatePairing();
  const [code, setCode] = useState<Code>(null);
  const [now, setNow] = useState(() => new Date());

  const requestCode = useCallback(() => {
    setCode(null);
    initiate({
      variables: { zoneId },
      onCompleted: (response, errors) => {
        if (errors?.length) return setCode({ error: errors[0]!.message });
        setNow(new Date());
        setCode({ value: response.soundZoneInitiatePairing.pairingCode, expiresAt: new Date(response.soundZoneInitiatePairing.expiresAt) });
      },
      onError: (error) => setCode({ error: localiseError(t, error) }),
    });
  }, [initiate, t, zoneId]);

  useEffect(requestCode, [requestCode]);

  const left = code && 'value' in code ? remainingTime(code.expiresAt, now) : null;
  const counting = !!left && !left.expired;
  // One timer for the countdown while a code is valid.
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  if (code === null) {
    return (
      <LoadingRegion label={t('pairing.code.loading')}>
        <Skeleton width="12rem" height="3rem" />
      </LoadingRegion>
    );
  }
  if ('error' in code) {
    return (
      <>
        <FormMessage tone="error">{t('pairing.code.failed', { reason: code.error })}</FormMessage>
        <Button onPress={requestCode}>{t('pairing.code.retry')}</Button>
      </>
    );
  }
  return (
    <div className="pair-page__code-panel">
      <ol className="pair-page__steps">
        <li>{t(`pairing.code.${app}.step1`)}</li>
        <li>{t(`pairing.code.${app}.step2`)}</li>
        <li>{t('pairing.code.step3')}</li>
      </ol>
      <p className="pair-page__code" aria-label={t('pairing.code.label', { code: code.value.split('').join(' ') })} data-expired={left!.expired}>
        {spaced(code.value)}
      </p>
      {left!.expired ? (
        <>
          <FormMessage tone="error">{t('pairing.code.expired')}</FormMessage>
          <Button variant="primary" onPress={requestCode}>
            {t('pairing.code.newCode')}
          </Button>
        </>
      ) : (
        <p className="pair-page__expiry" role="timer" aria-live="off">
          {t('pairing.code.expiresIn', { time: `${left!.minutes}:${String(left!.seconds).padStart(2, '0')}` })}
        </p>
      )}
      <p className="pair-page__waiting" role="status">
        {t('pairing.code.waiting')}
      </p>
    </div>
  );
}
