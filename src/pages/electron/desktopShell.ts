// What the shell adds to the app from its start (navigation.md 4 'Desktop shell'), whichever page it
// opens on: the updater's states as toasts, deep links the main process asks to show, the paired zone
// playing on this computer (its versions reported), and the end of the pairing (the persistent 'was unpaired' toast unless
// deliberate, then select or login).
import { desktopBridge, type DesktopUpdaterState } from '../../app/desktopBridge';
import { toasts } from '../../app/toasts/toastStore';
import electronTexts from '../../i18n/en/electron.json';
import { i18n, registerTexts } from '../../i18n/i18n';
import { afterUnpair } from './desktopPairing';
import { reportError } from '../../errors/report';
import { currentPairing, onPairingEnded, playPairedZone, reportVersions, watchPairing } from './deviceSession';
import { togglePairedZone } from './pairedPlayback';

// Its toasts and the user menu's shell items show on any page, not only the shell's own.
registerTexts(electronTexts);

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

/** Once per page load, from the app's start in the shell: listens to the shell and to the pairing. */
export function startDesktopShell(options: { navigate: (path: string, replace?: boolean) => void; isLoggedIn: () => boolean }): void {
  const bridge = desktopBridge();
  bridge?.onUpdaterState((state) => showUpdaterState(state, () => bridge.installUpdate()));
  bridge?.onNavigate((path) => options.navigate(path));
  bridge?.onTogglePlay(togglePairedZone);
  onPairingEnded((cause) => {
    const { to, wasUnpairedToast } = afterUnpair(cause, options.isLoggedIn());
    if (wasUnpairedToast) toasts.show({ id: WAS_UNPAIRED_TOAST_ID, type: 'error', duration: Infinity, message: t('wasUnpaired') });
    options.navigate(to, true);
  });
  watchPairing();
  const pairing = currentPairing();
  if (!pairing) return;
  playPairedZone(pairing);
  reportVersions(pairing).catch((error: unknown) => reportError(error, { source: 'desktop.reportVersions' }));
}
