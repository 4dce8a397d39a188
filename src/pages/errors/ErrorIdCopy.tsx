import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const COPY_STATE_KEYS = { copying: 'errorPage.copying', copied: 'errorPage.copied', failed: 'errorPage.copyFailed' } as const;

/** The error id with a copy button; the outcome stays until the next copy. */
export function ErrorIdCopy({ errorId }: { errorId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    setState('copying');
    try {
      // Missing outside secure contexts (plain http), where copying is impossible.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(errorId);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="error-id">
      <p className="error-id__line">
        <span className="error-id__label">{t('errorPage.errorId')}</span> <code className="error-id__value">{errorId}</code>
      </p>
      <div className="error-id__copy">
        <Button variant="quiet" onPress={() => void copy()} isDisabled={state === 'copying'}>
          {t('errorPage.copyErrorId')}
        </Button>
        <span role="status" className="error-id__state" data-state={state}>
          {state === 'idle' ? '' : t(COPY_STATE_KEYS[state])}
        </span>
      </div>
      <p className="error-id__hint">{t('errorPage.includeErrorId')}</p>
    </div>
  );
}
