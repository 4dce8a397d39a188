// What the shell adds to the app once a desktop page shows (navigation.md 4 'Desktop shell'): the
// updater's states as toasts, deep links the main process asks to show, and the end of the pairing
// (the persistent 'was unpaired' toast unless deliberate, then select or login).
import { desktopBridge, type DesktopUpdaterState } from '../../app/desktopBridge';
import { toasts } from '../../app/toasts/toastStore';
import { i18n } from '../../i18n/i18n';
import { afterUnpair } from './desktopPairing';
import { onPairingEnded } from './deviceSession';

export const UPDATER_TOAST_ID = 'desktop.updater';
export const WAS_UNPAIRED_TOAST_ID = 'desktop.wasUnpaired';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(`electron.${key}`, values);

/** The toast of each updater state; none for idle. */
export function showUpdaterState(state: DesktopUpdaterState, install: () => void): void {
  const id = UPDATER_TOAST_ID;
  switch (state.status) {
    case 'idle':
      return;
    case 'checking':
      toasts.show({ id, type: 'loading', message: t('updater.checking') });
      return;
    case 'downloading':
      toasts.show({ id, type: 'loading', message: t('updater.downloading', { percent: Math.round(state.percent) }) });
      return;
    case 'not-available':
      toasts.show({ id, type: 'success', message: t('updater.notAvailable') });
      return;
    case 'available':
      toasts.show({ id, type: 'custom', duration: Infinity, message: t('updater.available', { version: state.version }), action: { label: t('updater.install'), onClick: install } });
      return;
    case 'downloaded':
      toasts.show({ id, type: 'custom', duration: Infinity, message: t('updater.downloaded', { version: state.version }), action: { label: t('updater.install'), onClick: install } });
      return;
    case 'error':
      toasts.show({ id, type: 'error', message: t('updater.error') });
  }
}

let installed = false;

/** Once per page load: listens to the shell and to the pairing's end. */
export function installDesktopShell(options: { navigate: (path: string, replace?: boolean) => void; isLoggedIn: () => boolean }): void {
  if (installed) return;
  installed = true;
  const bridge = desktopBridge();
  bridge?.onUpdaterState((state) => showUpdaterState(state, () => bridge.installUpdate()));
  bridge?.onNavigate((path) => options.navigate(path));
  onPairingEnded((cause) => {
    const { to, wasUnpairedToast } = afterUnpair(cause, options.isLoggedIn());
    if (wasUnpairedToast) toasts.show({ id: WAS_UNPAIRED_TOAST_ID, type: 'error', duration: Infinity, message: t('wasUnpaired') });
    options.navigate(to, true);
  });
}
