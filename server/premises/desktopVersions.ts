// Which desktop players will soon stop working (core.md 4 'soonUnsupported'): the desktop shell pairs as a
// 'desktop' device and reports its own version (app.getVersion()) as the device's app version; one older
// than the oldest supported version (DESKTOP_SUPPORTED_FROM) is soon unsupported. Devices without a
// version, or with one that is not a semantic version, are left alone: nothing says they are old.
import { lt, valid } from 'semver';

export function desktopSoonUnsupported(device: { kind: string; appVersion: string | null }, supportedFrom: string): boolean {
  if (device.kind !== 'desktop' || !device.appVersion) return false;
  const version = valid(device.appVersion);
  return version !== null && lt(version, supportedFrom);
}
