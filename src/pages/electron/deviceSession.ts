// The computer as a desktop device of a zone (core.md 4 'Devices and pairing', issue 14): devicePair
// with a pairing code (typed, or asked for by the signed-in user who picked the zone) gives a device
// session; the zone's music plays through the web player, which speaks with that device token (the
// playback API's local mode); a refused token means the zone was unpaired elsewhere. Unpair here
// pauses, sends the unpair for the zone and forgets the pairing. Each start of the shell with a pairing
// reports the shell's versions as the device's, which is how an updated shell's zone loses its
// soon-unsupported notice (core.md 4).
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { createControlEnvironment } from '../../relay/environment';
import { environmentsConfig } from '../../relay/environmentsConfig';
import type { Environment } from 'relay-runtime';
import type { DesktopDevicePairMutation } from '../../__generated__/DesktopDevicePairMutation.graphql';
import type { DesktopDeviceUnpairMutation } from '../../__generated__/DesktopDeviceUnpairMutation.graphql';
import type { InitiatePairingMutation as InitiatePairingMutationType } from '../../__generated__/InitiatePairingMutation.graphql';
import { InitiatePairingMutation } from '../zones/pair/InitiatePairingMutation';
import { webPlayer } from '../../player/playerConfiguration';
import { createRestClients, type RestClients } from '../../rest/clients';
import { restCall } from '../../errors/restCall';
import type { SessionPort } from '../../session/sessionPort';
import { appWebPlayer } from '../../fragments/webPlayerApp';
import { desktopBridge } from '../../app/desktopBridge';
import { clearPairing, readPairing, writePairing, type DesktopPairing, type UnpairCause } from './desktopPairing';
import { DesktopDevicePair, DesktopDeviceUnpair } from './DesktopDevice';

const storage = () => window.localStorage;

export const currentPairing = (): DesktopPairing | null => readPairing(storage());

/** The paired device's credentials: its token, which is not refreshed; a refused one means the zone was unpaired elsewhere. */
const deviceSessionPort: SessionPort = {
  token: () => currentPairing()?.token,
  isLoggedIn: () => false,
  refresh: async () => undefined,
  adoptIssuedToken: () => undefined,
  authFailed: () => endPairing('remote'),
};

let environment: Environment | undefined;

/** The control API as the paired device, no store kept across reloads. */
export function deviceEnvironment(): Environment {
  if (environment) return environment;
  const { control } = environmentsConfig();
  environment = createControlEnvironment({ ...control, storage: null, session: deviceSessionPort });
  return environment;
}

let rest: RestClients | undefined;
const deviceRest = (): RestClients => (rest ??= createRestClients({ session: deviceSessionPort }));

/** The shell's own and its player engine's versions become the paired device's. */
export async function reportVersions(pairing: DesktopPairing): Promise<void> {
  const info = desktopBridge()?.info;
  if (!info) return;
  await restCall(
    deviceRest().api.PUT('/api/devices/{deviceId}', {
      params: { path: { deviceId: pairing.deviceId } },
      body: { app_version: { version: info.version }, tyson_version: { version: info.playerEngineVersion } },
    }),
  );
}

/** The name the device gets in the zone's device list. */
const deviceName = () => `Cadence desktop player${desktopBridge()?.info.platform ? ` (${desktopBridge()!.info.platform})` : ''}`;

export async function pairWithCode(pairingCode: string): Promise<DesktopPairing> {
  const { devicePair } = await commitMutationAsync<DesktopDevicePairMutation>(deviceEnvironment(), DesktopDevicePair, {
    input: { pairingCode, name: deviceName(), kind: 'desktop', appVersion: desktopBridge()?.info.version ?? null },
  });
  const pairing = { token: devicePair.token, refreshToken: devicePair.refreshToken, deviceId: devicePair.device.id, zoneId: devicePair.soundZone.id, zoneName: devicePair.soundZone.name };
  writePairing(storage(), pairing);
  playPairedZone(pairing);
  return pairing;
}

/**
 * A signed-in user picks the zone in the shell (/electron/select): as the user, the zone gives a pairing
 * code, which this computer then enters as its desktop device, as a code typed at /electron/login would.
 */
export async function pairZoneAsUser(userEnvironment: Environment, zoneId: string): Promise<DesktopPairing> {
  const { soundZoneInitiatePairing } = await commitMutationAsync<InitiatePairingMutationType>(userEnvironment, InitiatePairingMutation, { zoneId });
  return pairWithCode(soundZoneInitiatePairing.pairingCode);
}

type UnpairListener = (cause: UnpairCause) => void;
const unpairListeners = new Set<UnpairListener>();

/** Told once when the pairing ends, deliberately or from elsewhere. */
export function onPairingEnded(listener: UnpairListener): () => void {
  unpairListeners.add(listener);
  return () => void unpairListeners.delete(listener);
}

function endPairing(cause: UnpairCause): void {
  if (!currentPairing()) return;
  clearPairing(storage());
  webPlayer.clearToken();
  for (const listener of [...unpairListeners]) listener(cause);
}

/** Starts playing the paired zone here: the web player follows it with the device token. */
export function playPairedZone(pairing: DesktopPairing): void {
  appWebPlayer();
  if (webPlayer.getState().playbackToken?.token === pairing.token) return;
  webPlayer.storeToken({ token: pairing.token, clientId: pairing.deviceId, zoneId: pairing.zoneId, zoneName: pairing.zoneName });
}

let watching = false;
/** The device token refused by the playback API: the zone was unpaired elsewhere. */
export function watchPairing(): void {
  if (watching) return;
  watching = true;
  webPlayer.onSessionLost(() => {
    if (currentPairing()?.token) endPairing('remote');
  });
}

/** Unpair from this computer: playback pauses, the zone's device is unpaired, the pairing forgotten. */
export async function unpairDeliberately(): Promise<void> {
  const pairing = currentPairing();
  if (!pairing) return;
  webPlayer.clearToken();
  try {
    await commitMutationAsync<DesktopDeviceUnpairMutation>(deviceEnvironment(), DesktopDeviceUnpair, { input: { soundZone: pairing.zoneId } });
  } finally {
    endPairing('deliberate');
  }
}
