// Logging out inside the desktop shell (core.md 4 'Devices and pairing', navigation.md 4 'Desktop
// shell'): a paired computer pauses, sends the device unpair for its zone and forgets the pairing, then
// the session is reset and the shell's login shows. An account with restrictedUnpairing keeps its
// player paired: only the acknowledgement shows, and the user stays logged in.
import { fetchQuery, graphql } from 'relay-runtime';
import type { desktopLogoutUnpairingQuery } from '../../__generated__/desktopLogoutUnpairingQuery.graphql';
import { confirm } from '../../app/modals/ConfirmDialog';
import electronTexts from '../../i18n/en/electron.json';
import { i18n, registerTexts } from '../../i18n/i18n';
import { logOut, type LogOutOptions } from '../../session/logout';
import { unpairOutcome, type DesktopPairing } from './desktopPairing';
import { currentPairing, deviceEnvironment, unpairDeliberately } from './deviceSession';

registerTexts(electronTexts);

// Whether the paired zone's account lets the player unpair itself, asked as the device.
const DesktopDeviceUnpairing = graphql`
  query desktopLogoutUnpairingQuery($zoneId: ID!) {
    soundZone(id: $zoneId) {
      account {
        restrictedUnpairing
      }
    }
  }
`;

/** True when the paired zone's account keeps its player paired; the user is told so. */
async function unpairingBlocked(pairing: DesktopPairing): Promise<boolean> {
  const answer = await fetchQuery<desktopLogoutUnpairingQuery>(deviceEnvironment(), DesktopDeviceUnpairing, { zoneId: pairing.zoneId }, { fetchPolicy: 'network-only' }).toPromise();
  if (unpairOutcome(answer?.soundZone?.account.restrictedUnpairing ?? false) === 'unpair') return false;
  await confirm({ type: 'acknowledge', title: i18n.t('electron.unpairBlocked.title'), message: i18n.t('electron.unpairBlocked.message') });
  return true;
}

/** The user menu's Unpair: 'blocked' when the account keeps the player paired and the user was told so. */
export async function unpairFromShell(): Promise<'unpaired' | 'blocked'> {
  const pairing = currentPairing();
  if (pairing && (await unpairingBlocked(pairing))) return 'blocked';
  await unpairDeliberately();
  return 'unpaired';
}

/** 'blocked' when the account keeps the player paired and the user was told so. */
export async function logOutOfShell(options: Omit<LogOutOptions, 'desktopShell'>): Promise<'loggedOut' | 'blocked'> {
  const pairing = currentPairing();
  if (pairing && (await unpairingBlocked(pairing))) return 'blocked';
  try {
    // The pairing is forgotten here even when the unpair does not get through: the session ends anyway.
    if (pairing) await unpairDeliberately();
  } finally {
    logOut({ ...options, desktopShell: true });
  }
  return 'loggedOut';
}
