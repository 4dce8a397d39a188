// A paired device that plays through the web player (the desktop shell, core.md 2) is online while a
// playerStateUpdate subscription of its is open, as a web tab is (./playbackClients.ts); its zone's page
// then shows it playing, not offline. The report goes through the premises' presence (idempotent, one
// device event per change), the way players with an engine of their own report theirs.
import type { RequestContext } from '../context';
import { reportPresence } from '../premises/presence';

/** Open subscriptions of this process, by device id. */
const open = new Map<string, number>();

const report = (context: RequestContext, deviceId: string, online: boolean) => reportPresence(context, [{ deviceId, online, muted: false, deprecated: false }]);

/** The device is online until the returned function is called for its last open subscription here. */
export async function watchDevice(context: RequestContext, deviceId: string): Promise<() => Promise<void>> {
  open.set(deviceId, (open.get(deviceId) ?? 0) + 1);
  await report(context, deviceId, true);
  return async () => {
    const left = (open.get(deviceId) ?? 1) - 1;
    if (left > 0) return void open.set(deviceId, left);
    open.delete(deviceId);
    await report(context, deviceId, false);
  };
}
