// Space in the shell (core.md 2 'Desktop player shell', navigation.md 2.13): pauses or plays the paired
// zone, as the device, on whichever page the app shows; the paired-zone page shows which it is.
import type { DesktopDevicePauseMutation } from '../../__generated__/DesktopDevicePauseMutation.graphql';
import type { DesktopDevicePlayMutation } from '../../__generated__/DesktopDevicePlayMutation.graphql';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { DesktopDevicePause, DesktopDevicePlay } from './DesktopDevice';
import { currentPairing, deviceEnvironment, onPairingEnded } from './deviceSession';

/** Keyboard shortcuts are ignored while focus is in an input, textarea or select (core.md 2). */
const typing = () => {
  const element = document.activeElement;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
};

// A paired zone plays from its pairing on (deviceSession.playPairedZone).
let playing = true;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of [...listeners]) listener();
};
onPairingEnded(() => {
  playing = true;
  changed();
});

export const pairedZonePlaying = (): boolean => playing;

export function onPairedPlayingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function togglePairedZone(): void {
  const pairing = currentPairing();
  if (!pairing || typing()) return;
  playing = !playing;
  changed();
  const input = { input: { soundZone: pairing.zoneId } };
  void (playing ? commitMutationAsync<DesktopDevicePlayMutation>(deviceEnvironment(), DesktopDevicePlay, input) : commitMutationAsync<DesktopDevicePauseMutation>(deviceEnvironment(), DesktopDevicePause, input));
}
