// The playlist editor's dialogs (core.md 5 'Music and library', 8 'Music and playback'): the
// update-error dialog with the server's message, the track-limit dialog when the playlist is full, and
// the partial-add confirmation when only some of the tracks fit.
import { useTranslation } from 'react-i18next';
import { TRACKS_MAX_LIMIT } from '../../domain/playlists';
import { Button } from '../../ui/Button';
import { Dialog, ModalDialog } from '../../ui/Dialog';

export function UpdateErrorDialog({ message, onReload, onCancel }: { message: string | null; onReload: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog
        role="alertdialog"
        title={t('playlists.dialogs.updateErrorTitle')}
        actions={
          <>
            <Button onPress={onCancel}>{t('playlists.dialogs.cancel')}</Button>
            <Button variant="primary" onPress={onReload} autoFocus>
              {t('playlists.dialogs.reload')}
            </Button>
          </>
        }
      >
        <p>{message}</p>
      </Dialog>
    </ModalDialog>
  );
}

export function TrackLimitDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        role="alertdialog"
        title={t('playlists.dialogs.trackLimitTitle')}
        actions={
          <Button variant="primary" onPress={onClose} autoFocus>
            {t('playlists.dialogs.ok')}
          </Button>
        }
      >
        <p>{t('playlists.dialogs.trackLimitBody', { max: TRACKS_MAX_LIMIT })}</p>
      </Dialog>
    </ModalDialog>
  );
}

export interface PartialAdd {
  fits: number;
  count: number;
}

export function PartialAddDialog({ partial, onConfirm, onCancel }: { partial: PartialAdd | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={partial !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog
        title={t('playlists.dialogs.partialTitle')}
        actions={
          <>
            <Button onPress={onCancel}>{t('playlists.dialogs.cancel')}</Button>
            <Button variant="primary" onPress={onConfirm} autoFocus>
              {t('playlists.dialogs.partialConfirm', { fits: partial?.fits ?? 0 })}
            </Button>
          </>
        }
      >
        <p>{t('playlists.dialogs.partialBody', { max: TRACKS_MAX_LIMIT, fits: partial?.fits ?? 0, count: partial?.count ?? 0 })}</p>
      </Dialog>
    </ModalDialog>
  );
}
