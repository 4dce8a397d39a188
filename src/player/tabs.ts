// Only one tab of a browser is the active web player (core.md 4 'Web playback across tabs'). Tabs
// talk over a BroadcastChannel with four messages, and the active tab is recorded in localStorage so
// that a tab opened later knows which tab (and zone) plays:
//   setActiveTab   {tabId, zoneId, zoneName}  a tab became the player; the one that was stops ('took over')
//   checkIsAlive   {tabId, target}            is the recorded tab still open? it has ALIVE_CHECK_MS to answer
//   respondIsAlive {tabId}                    the target's answer
//   clearActive    {tabId}                    the active tab stopped or closed
import * as z from 'zod/mini';

/** How long a tab waits for the recorded active tab to answer checkIsAlive. */
export const ALIVE_CHECK_MS = 300;
export const TAB_CHANNEL_NAME = 'cadence.webPlayer';
export const ACTIVE_TAB_KEY = 'cadence.webPlayer.activeTab';

export const ActiveTabSchema = z.object({ tabId: z.string(), zoneId: z.string(), zoneName: z.string() });
export type ActiveTab = z.infer<typeof ActiveTabSchema>;

export const TAB_MESSAGE_TYPES = ['setActiveTab', 'checkIsAlive', 'respondIsAlive', 'clearActive'] as const;

export type TabMessage =
  | { type: 'setActiveTab'; tabId: string; zoneId: string; zoneName: string }
  | { type: 'checkIsAlive'; tabId: string; target: string }
  | { type: 'respondIsAlive'; tabId: string }
  | { type: 'clearActive'; tabId: string };

// One flat schema with the functions the entry's schemas already use: zod's discriminated unions
// would land in the shared vendor chunk of the first paint.
const TabMessageSchema = z.object({
  type: z.enum(TAB_MESSAGE_TYPES),
  tabId: z.string(),
  target: z.optional(z.string()),
  zoneId: z.optional(z.string()),
  zoneName: z.optional(z.string()),
});

export interface TabChannel {
  post(message: TabMessage): void;
  /** Messages from the other tabs (not this tab's own). */
  listen(listener: (message: unknown) => void): () => void;
}

export interface ActiveTabStorage {
  read(): ActiveTab | null;
  write(tab: ActiveTab | null): void;
}

export interface TabCoordinatorOptions {
  tabId: string;
  channel: TabChannel;
  storage: ActiveTabStorage;
  /** Another tab became the player while this one was. */
  onTookOver(by: ActiveTab): void;
}

export interface TabCoordinator {
  readonly tabId: string;
  isActive(): boolean;
  /** Resolves true when `tabId` answers within ALIVE_CHECK_MS, false otherwise. */
  checkIsAlive(tabId: string): Promise<boolean>;
  /**
   * Makes this tab the active player of `zone`. Resolves with the tab that played before when it is
   * still open (its zone is the one to unpair); a record left by a closed tab is dropped instead.
   */
  becomeActive(zone: { id: string; name: string }): Promise<ActiveTab | null>;
  /** This tab stops being the player (stop, failure, lost session, closing). */
  clearActive(): void;
  dispose(): void;
}

export function createTabCoordinator({ tabId, channel, storage, onTookOver }: TabCoordinatorOptions): TabCoordinator {
  let active = false;
  const waiting = new Map<string, Set<(alive: boolean) => void>>();

  const receive = (raw: unknown) => {
    const parsed = TabMessageSchema.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    // clearActive needs nothing from the others: the tab that sends it has already cleared the record.
    switch (message.type) {
      case 'setActiveTab':
        if (message.tabId !== tabId && active) {
          active = false;
          onTookOver({ tabId: message.tabId, zoneId: message.zoneId ?? '', zoneName: message.zoneName ?? '' });
        }
        break;
      case 'checkIsAlive':
        if (message.target === tabId) channel.post({ type: 'respondIsAlive', tabId });
        break;
      case 'respondIsAlive':
        for (const resolve of waiting.get(message.tabId) ?? []) resolve(true);
        break;
    }
  };
  const stopListening = channel.listen(receive);

  const checkIsAlive = (target: string) =>
    new Promise<boolean>((resolve) => {
      const resolvers = waiting.get(target) ?? new Set();
      waiting.set(target, resolvers);
      const settle = (alive: boolean) => {
        clearTimeout(timer);
        resolvers.delete(settle);
        if (resolvers.size === 0) waiting.delete(target);
        resolve(alive);
      };
      const timer = setTimeout(() => settle(false), ALIVE_CHECK_MS);
      resolvers.add(settle);
      channel.post({ type: 'checkIsAlive', tabId, target });
    });

  const clearActive = () => {
    if (!active) return;
    active = false;
    if (storage.read()?.tabId === tabId) storage.write(null);
    channel.post({ type: 'clearActive', tabId });
  };

  return {
    tabId,
    isActive: () => active,
    checkIsAlive,
    async becomeActive(zone) {
      const recorded = storage.read();
      const previous = recorded && (recorded.tabId === tabId ? active : await checkIsAlive(recorded.tabId)) ? recorded : null;
      const record = { tabId, zoneId: zone.id, zoneName: zone.name };
      storage.write(record);
      active = true;
      channel.post({ type: 'setActiveTab', ...record });
      return previous;
    },
    clearActive,
    dispose: () => {
      clearActive();
      stopListening();
    },
  };
}
