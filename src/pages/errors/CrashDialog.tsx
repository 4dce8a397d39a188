import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Dialog, ModalDialog } from '../../ui/Dialog';
import { useToasts } from '../../app/toasts/useToasts';
import { SUPPORT_EMAIL } from './support';
import type { CrashReporter } from './useCrashReporter';
import '../../ui/Field.css';
import './ErrorPage.css';

/** Free-text answers are at most 3000 characters (FeedbackInput.payload). */
export const CRASH_COMMENT_MAX_LENGTH = 3000;

export interface CrashDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The reported error the comment belongs to. */
  errorId: string;
  send: CrashReporter;
}

/** 'Something went wrong' (navigation.md 2.14): the user describes what they were doing when an error happened. */
export function CrashDialog({ isOpen, onOpenChange, errorId, send }: CrashDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const question = t('crashDialog.commentLabel');

  const report = async () => {
    setSending(true);
    try {
      await send({ errorId, comment, question, routePath: window.location.pathname, client: 'business' });
    } catch {
      setSending(false);
      toasts.show({ type: 'error', message: t('crashDialog.failed', { email: SUPPORT_EMAIL }) });
      return;
    }
    setSending(false);
    setComment('');
    onOpenChange(false);
    toasts.show({ type: 'success', message: t('crashDialog.sent') });
  };

  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t('crashDialog.title')}
        actions={
          <>
            <Button onPress={() => onOpenChange(false)}>{t('crashDialog.close')}</Button>
            <Button variant="primary" isPending={sending} onPress={() => void report()}>
              {t('crashDialog.report')}
            </Button>
          </>
        }
      >
        <p className="crash-dialog__subtitle">{t('crashDialog.subtitle', { email: SUPPORT_EMAIL })}</p>
        <TextField className="field" value={comment} onChange={setComment} maxLength={CRASH_COMMENT_MAX_LENGTH} autoFocus>
          <Label className="field__label">{question}</Label>
          <TextArea className="field__input crash-dialog__comment" rows={5} />
        </TextField>
      </Dialog>
    </ModalDialog>
  );
}
