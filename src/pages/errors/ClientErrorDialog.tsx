import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { modals as appModals } from '../../app/modals/modalStore';
import type { ModalContentProps, ModalStore } from '../../app/modals/modalStore';

/** A client error with a localised message (navigation.md 2.14), acknowledged with Ok. */
export function ClientErrorDialog({ message, close }: { message: string } & ModalContentProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('app.errors.clientTitle')}
      actions={
        <Button variant="primary" autoFocus onPress={close}>
          {t('modals.ok')}
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

/** Shows a localised client error message in the app's modal stack. */
export function showClientError(message: string, store: ModalStore = appModals): string {
  return store.open(ClientErrorDialog, { message });
}
