// The share dialog (core.md 2 'Controls and dialogs'): the source's public link, read-only, with a copy
// button that says 'copied' for 2 s; when the clipboard refuses, help text says how to copy it by hand
// and the link is selected for that.
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { openModal } from '../../app/modals/modalStore';
import sourceMenuTexts from '../../i18n/en/sourceMenu.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { useCopyText } from '../../ui/useCopyText';
import { publicSourceLink } from './sourceLinks';
import type { SourceRef } from './sourceLinks';
import './ShareDialog.css';

registerTexts(sourceMenuTexts);

export interface ShareDialogProps {
  source: SourceRef & { title: string };
}

export function ShareDialog({ source, close }: ModalContentProps & ShareDialogProps) {
  const { t } = useTranslation();
  const link = publicSourceLink(source);
  const { state: copy, copy: copyLink, input } = useCopyText(link);

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
