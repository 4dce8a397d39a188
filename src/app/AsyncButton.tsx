import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import type { ButtonProps } from '../ui/Button';

/** How long the success state shows before the button is idle again (core.md 2). */
export const ASYNC_BUTTON_SUCCESS_MS = 2000;

export type AsyncButtonState = 'idle' | 'working' | 'success';

export interface AsyncButtonProps extends Omit<ButtonProps, 'onPress' | 'isPending' | 'children'> {
  /** The work; the button is working until it settles. */
  onPress: () => Promise<unknown>;
  /** The work failed (the button is idle again); show the failure here, e.g. as a toast. */
  onError?: (error: unknown) => void;
  children: React.ReactNode;
  /** Shown while working; default 'Working…'. */
  workingLabel?: string;
  /** Shown for 2 s after success; default 'Done'. */
  successLabel?: string;
}

/** A button for asynchronous work: idle, working, success for 2 s, idle; a failure goes straight to idle. */
export function AsyncButton({ onPress, onError, children, workingLabel, successLabel, ...props }: AsyncButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<AsyncButtonState>('idle');
  const mounted = useRef(true);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(successTimer.current);
    };
  }, []);

  const run = async () => {
    clearTimeout(successTimer.current);
    setState('working');
    try {
      await onPress();
    } catch (error) {
      if (mounted.current) setState('idle');
      onError?.(error);
      return;
    }
    if (!mounted.current) return;
    setState('success');
    successTimer.current = setTimeout(() => setState('idle'), ASYNC_BUTTON_SUCCESS_MS);
  };

  const success = successLabel ?? t('asyncButton.success');
  return (
    <>
      <Button {...props} data-state={state} isPending={state === 'working'} onPress={() => void run()}>
        {state === 'working' ? (workingLabel ?? t('asyncButton.working')) : state === 'success' ? success : children}
      </Button>
      {/* RAC announces the pending state itself; the outcome needs its own polite announcement. */}
      <span role="status" className="visually-hidden">
        {state === 'success' ? success : ''}
      </span>
    </>
  );
}
