// The tab coordinator on the browser's own means: a BroadcastChannel, localStorage (read through the
// schema: another version of the app may have written it) and pagehide, which clears the active tab
// when the tab closes or navigates away.
import { ACTIVE_TAB_KEY, ActiveTabSchema, TAB_CHANNEL_NAME, createTabCoordinator } from './tabs';
import type { ActiveTab, ActiveTabStorage, TabChannel, TabCoordinator } from './tabs';

/** A tab's id: when it opened plus a random part, as the playback client ids are made. */
export function newTabId(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

export const localActiveTabStorage = (storage: Storage): ActiveTabStorage => ({
  read: () => {
    try {
      const parsed = ActiveTabSchema.safeParse(JSON.parse(storage.getItem(ACTIVE_TAB_KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write: (tab) => (tab ? storage.setItem(ACTIVE_TAB_KEY, JSON.stringify(tab)) : storage.removeItem(ACTIVE_TAB_KEY)),
});

function broadcastChannel(): TabChannel {
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
        channel.close();
      };
    },
  };
}

export function createBrowserTabCoordinator(onTookOver: (by: ActiveTab) => void): TabCoordinator {
  const coordinator = createTabCoordinator({ tabId: newTabId(), channel: broadcastChannel(), storage: localActiveTabStorage(localStorage), onTookOver });
  window.addEventListener('pagehide', () => coordinator.clearActive());
  return coordinator;
}
