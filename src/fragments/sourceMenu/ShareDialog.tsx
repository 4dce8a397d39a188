// The share dialog (core.md 2 'Controls and dialogs'): the source's public link, read-only, with a copy
// button that says 'copied' for 2 s; when the clipboard refuses, help text says how to copy it by hand
// and the link is selected for that.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { openModal } from '../../app/modals/modalStore';
import sourceMenuTexts from '../../i18n/en/sourceMenu.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { publicSourceLink } from './sourceLinks';
import type { SourceRef } from './sourceLinks';
import './ShareDialog.css';

registerTexts(sourceMenuTexts);

/** How long the copy button says 'copied' (navigation.md 9: share copy feedback 2 s). */
export const COPIED_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface ShareDialogProps {
  source: SourceRef & { title: string };
}

export function ShareDialog({ source, close }: ModalContentProps & ShareDialogProps) {
  const { t } = useTranslation();
  const link = publicSourceLink(source);
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <Dialog
      title={t('sourceMenu.shareDialog.title', { title: source.title })}
      className="share-dialog"
      actions={
        <>
          <Button onPress={close}>{t('sourceMenu.shareDialog.close')}</Button>
          <Button variant="primary" autoFocus onPress={() => void copyLink()}>
            {t(copy === 'copied' ? 'sourceMenu.shareDialog.copied' : 'sourceMenu.shareDialog.copy')}
          </Button>
        </>
      }
    >
      <TextField label={t('sourceMenu.shareDialog.link')} value={link} isReadOnly inputRef={input} className="share-dialog__link" />
      <p className="share-dialog__status" role="status">
        {copy === 'copied' && t('sourceMenu.shareDialog.copied')}
        {copy === 'failed' && t('sourceMenu.shareDialog.copyFailed')}
      </p>
    </Dialog>
  );
}

export function openShareDialog(source: ShareDialogProps['source']): string {
  return openModal(ShareDialog, { source });
}
