// The dialogs of playing a source (core.md 2 'Controls and dialogs'): 'zone has no subscription' with
// Cancel and Activate (to the zone's player page), and the insufficient-tier dialog named after the
// source with Play (the source without the chosen track) and Close.
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../app/modals/modalStore';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function NoSubscriptionDialog({ source, onActivate, close }: ModalContentProps & { source: string; onActivate: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('playSource.noSubscription.title')}
      actions={
        <>
          <Button onPress={close}>{t('playSource.noSubscription.cancel')}</Button>
          <Button
            variant="primary"
            autoFocus
            onPress={() => {
              close();
              onActivate();
            }}
          >
            {t('playSource.noSubscription.activate')}
          </Button>
        </>
      }
    >
      {t('playSource.noSubscription.message', { source })}
    </Dialog>
  );
}

export function InsufficientTierDialog({ source, onPlay, close }: ModalContentProps & { source: string; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('playSource.insufficientTier.title', { source })}
      actions={
        <>
          <Button onPress={close}>{t('playSource.insufficientTier.close')}</Button>
          <Button
            variant="primary"
            autoFocus
            onPress={() => {
              close();
              onPlay();
            }}
          >
            {t('playSource.insufficientTier.play')}
          </Button>
        </>
      }
    >
      {t('playSource.insufficientTier.message', { source })}
    </Dialog>
  );
}
