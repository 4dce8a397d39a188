// The leave-page warning of the schedule editor (core.md 4 'Schedules': unsaved changes are kept): while
// there are unsaved changes, leaving within the app asks first, and closing or reloading the tab gets
// the browser's own question.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '../../ui/Button';
import { Dialog, ModalDialog } from '../../ui/Dialog';

/** Asks before leaving while `when` holds; `when` is read at each navigation, so a save can clear it first. */
export function LeaveWarning({ when }: { when: () => boolean }) {
  const { t } = useTranslation();
  // Only a change of page asks: the editor's own search parameters are not a departure.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (when()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ModalDialog isOpen={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <Dialog
        role="alertdialog"
        title={t('scheduleEditor.leave.title')}
        actions={
          <>
            <Button onPress={() => blocker.reset?.()} autoFocus>
              {t('scheduleEditor.leave.stay')}
            </Button>
            <Button variant="primary" onPress={() => blocker.proceed?.()}>
              {t('scheduleEditor.leave.leave')}
            </Button>
          </>
        }
      >
        <p>{t('scheduleEditor.leave.body')}</p>
      </Dialog>
    </ModalDialog>
  );
}
