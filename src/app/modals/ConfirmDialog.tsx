import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { modals as appModals } from './modalStore';
import type { ModalContentProps, ModalStore, ModalVariant } from './modalStore';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** commit: Ok and Cancel; acknowledge: Ok only (core.md 2, navigation.md 2.14). */
  type: 'commit' | 'acknowledge';
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'sheet' and 'dimmer' are fullscreen: Escape and backdrop clicks do not close them. */
  variant?: ModalVariant;
  /** Only Ok (and Cancel) close it. */
  isDismissDisabled?: boolean;
}

interface ConfirmDialogProps extends Omit<ConfirmOptions, 'variant' | 'isDismissDisabled'>, ModalContentProps {
  onConfirm: () => void;
}

export function ConfirmDialog({ title, message, type, confirmLabel, cancelLabel, onConfirm, close }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={title}
      actions={
        <>
          {type === 'commit' && <Button onPress={close}>{cancelLabel ?? t('modals.cancel')}</Button>}
          <Button
            variant="primary"
            autoFocus
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            {confirmLabel ?? t('modals.ok')}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}

/** Asks the user; true when they pressed Ok, false when they cancelled or the dialog closed otherwise. */
export function confirm({ variant, isDismissDisabled, ...content }: ConfirmOptions, store: ModalStore = appModals): Promise<boolean> {
  return new Promise((resolve) => {
    store.open(ConfirmDialog, { ...content, onConfirm: () => resolve(true) }, { variant, isDismissable: !isDismissDisabled, onClose: () => resolve(false) });
  });
}
