// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localActiveTabStorage } from './browserTabs';
import { ACTIVE_TAB_KEY, ALIVE_CHECK_MS, createTabCoordinator } from './tabs';
import type { ActiveTab, TabChannel, TabCoordinator, TabMessage } from './tabs';

/** Tabs of one browser: each message reaches every other open tab, a moment later (as a BroadcastChannel does). */
function fakeBrowser() {
  const listeners = new Map<string, (message: unknown) => void>();
  const sent: TabMessage[] = [];
  const storage = localActiveTabStorage(window.localStorage);
  const channelOf = (tabId: string): TabChannel => ({
    post: (message) => {
      sent.push(message);
      for (const [id, listener] of listeners) if (id !== tabId) queueMicrotask(() => listener(structuredClone(message)));
    },
    listen: (listener) => {
      listeners.set(tabId, listener);
      return () => void listeners.delete(tabId);
    },
  });
  const open = (tabId: string) => {
    const tookOver: ActiveTab[] = [];
    const tab = createTabCoordinator({ tabId, channel: channelOf(tabId), storage, onTookOver: (by) => tookOver.push(by) });
    return { tab, tookOver };
  };
  /** A tab that crashed: it neither answers nor cleared its record. */
  const crash = (tab: TabCoordinator) => listeners.delete(tab.tabId);
  return { open, crash, sent, storage };
}

const lobby = { id: 'zone-lobby', name: 'Lobby' };
const bar = { id: 'zone-bar', name: 'Bar' };

describe('tab coordination', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('makes the first tab active at once, records it in localStorage and tells the other tabs', async () => {
    const browser = fakeBrowser();
    const { tab } = browser.open('tab-1');
    await expect(tab.becomeActive(lobby)).resolves.toBeNull();
    expect(tab.isActive()).toBe(true);
    expect(JSON.parse(localStorage.getItem(ACTIVE_TAB_KEY)!)).toEqual({ tabId: 'tab-1', zoneId: 'zone-lobby', zoneName: 'Lobby' });
    expect(browser.sent).toEqual([{ type: 'setActiveTab', tabId: 'tab-1', zoneId: 'zone-lobby', zoneName: 'Lobby' }]);
  });

  it('takes over from a tab that is alive: asks it, gets its answer before 300 ms, and the old tab hears it was taken over', async () => {
    const browser = fakeBrowser();
    const first = browser.open('tab-1');
    const second = browser.open('tab-2');
    await first.tab.becomeActive(lobby);

    let previous: ActiveTab | null | undefined;
    void second.tab.becomeActive(bar).then((tab) => (previous = tab));
    await vi.advanceTimersByTimeAsync(1);
    expect(previous).toEqual({ tabId: 'tab-1', zoneId: 'zone-lobby', zoneName: 'Lobby' });
    expect(browser.sent.map((message) => message.type)).toEqual(['setActiveTab', 'checkIsAlive', 'respondIsAlive', 'setActiveTab']);
    expect(browser.sent[1]).toEqual({ type: 'checkIsAlive', tabId: 'tab-2', target: 'tab-1' });

    expect(first.tookOver).toEqual([{ tabId: 'tab-2', zoneId: 'zone-bar', zoneName: 'Bar' }]);
    expect(first.tab.isActive()).toBe(false);
    expect(second.tab.isActive()).toBe(true);
    expect(browser.storage.read()?.tabId).toBe('tab-2');
  });

  it('takes over from a tab that is gone after the 300 ms alive check, not later, and does not count its stale record', async () => {
    const browser = fakeBrowser();
    const first = browser.open('tab-1');
    await first.tab.becomeActive(lobby);
    browser.crash(first.tab);
    const second = browser.open('tab-2');

    let previous: ActiveTab | null | undefined;
    void second.tab.becomeActive(bar).then((tab) => (previous = tab));
    await vi.advanceTimersByTimeAsync(ALIVE_CHECK_MS - 1);
    expect(previous).toBeUndefined();
    expect(second.tab.isActive()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(previous).toBeNull();
    expect(second.tab.isActive()).toBe(true);
    expect(browser.storage.read()?.tabId).toBe('tab-2');
  });

  it('switching zones in the active tab counts its own zone as the previous one, without asking anyone', async () => {
    const browser = fakeBrowser();
    const { tab, tookOver } = browser.open('tab-1');
    await tab.becomeActive(lobby);
    await expect(tab.becomeActive(bar)).resolves.toEqual({ tabId: 'tab-1', zoneId: 'zone-lobby', zoneName: 'Lobby' });
    expect(browser.sent.map((message) => message.type)).toEqual(['setActiveTab', 'setActiveTab']);
    expect(tookOver).toEqual([]);
  });

  it('clears the active tab when it closes (or stops), and says so to the other tabs', async () => {
    const browser = fakeBrowser();
    const { tab } = browser.open('tab-1');
    await tab.becomeActive(lobby);
    tab.dispose();
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBeNull();
    expect(browser.sent.at(-1)).toEqual({ type: 'clearActive', tabId: 'tab-1' });
    expect(tab.isActive()).toBe(false);
  });

  it('a tab that is no longer active leaves the record of the tab that took over in place', async () => {
    const browser = fakeBrowser();
    const first = browser.open('tab-1');
    const second = browser.open('tab-2');
    await first.tab.becomeActive(lobby);
    await second.tab.becomeActive(bar);
    first.tab.clearActive();
    expect(browser.storage.read()?.tabId).toBe('tab-2');
  });

  it('answers alive checks only for itself, and ignores messages it does not know', async () => {
    const browser = fakeBrowser();
    const first = browser.open('tab-1');
    const second = browser.open('tab-2');
    browser.open('tab-3');
    const alive = second.tab.checkIsAlive('tab-1');
    await vi.advanceTimersByTimeAsync(0);
    await expect(alive).resolves.toBe(true);
    expect(browser.sent.filter((message) => message.type === 'respondIsAlive')).toEqual([{ type: 'respondIsAlive', tabId: 'tab-1' }]);
    first.tab.dispose();
    const gone = second.tab.checkIsAlive('tab-1');
    await vi.advanceTimersByTimeAsync(ALIVE_CHECK_MS);
    await expect(gone).resolves.toBe(false);
  });

  it('reads a record it cannot parse as none', () => {
    localStorage.setItem(ACTIVE_TAB_KEY, '{"tabId": 3}');
    expect(localActiveTabStorage(localStorage).read()).toBeNull();
    localStorage.setItem(ACTIVE_TAB_KEY, 'not json');
    expect(localActiveTabStorage(localStorage).read()).toBeNull();
  });
});
