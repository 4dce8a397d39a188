// A paired device that plays through the web player (the desktop shell, core.md 2) is online while a
// playerStateUpdate subscription of its is open, as a web tab is (./playbackClients.ts); its zone's page
// then shows it playing, not offline. The report goes through the premises' presence (idempotent, one
// device event per change), the way players with an engine of their own report theirs.
import type { RequestContext } from '../context';
import { reportPresence } from '../premises/presence';
import { openCounts } from './openCounts';

const subscriptions = openCounts();

const report = (context: RequestContext, deviceId: string, online: boolean) => reportPresence(context, [{ deviceId, online, muted: false, deprecated: false }]);

/** The device is online until the returned function is called for its last open subscription here. */
export async function watchDevice(context: RequestContext, deviceId: string): Promise<() => Promise<void>> {
  subscriptions.open(deviceId);
  await report(context, deviceId, true);
  return async () => {
    if (subscriptions.close(deviceId)) await report(context, deviceId, false);
  };
}
