import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../app/toasts/Toaster';
import { toasts } from '../app/toasts/toastStore';
import { createI18n } from '../i18n/i18n';
import { createWebPlayerStore } from '../player/playerConfiguration';
import type { WebPlayer } from '../player/webPlayer';
import { expectNoAxeViolations } from '../testing/axe';
import { PlayInThisBrowser } from './PlayInThisBrowser';
import { WebPlayerContext } from './webPlayerContext';
import { WebPlayerIndicator } from './WebPlayerIndicator';
import { showWebPlayerNotice } from './webPlayerApp';

const lobbyToken = { token: 'playback-token', clientId: '1764070000000-x1', zoneId: 'zone-lobby', zoneName: 'Lobby' };

function setUp() {
  const store = createWebPlayerStore();
  let finish: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const player: WebPlayer = {
    takeOver: vi.fn(() => new Promise<void>((resolve, reject) => void (finish = { resolve, reject }))),
    stop: vi.fn(async () => store.clearToken()),
  };
  const primeAudio = vi.fn();
  const wrap = (ui: ReactNode) => (
    <I18nextProvider i18n={createI18n('en')}>
      <WebPlayerContext value={{ store, player: async () => player }}>{ui}</WebPlayerContext>
    </I18nextProvider>
  );
  return { store, player, primeAudio, wrap, finish: () => finish! };
}

describe('PlayInThisBrowser', () => {
  it('connects on press: unlocks audio in the click, shows progress, then that this browser plays the zone', async () => {
    const world = setUp();
    render(world.wrap(<PlayInThisBrowser zoneId="zone-lobby" zoneName="Lobby" primeAudio={world.primeAudio} />));
    await userEvent.click(screen.getByRole('button', { name: 'Play in this browser' }));
    expect(world.primeAudio).toHaveBeenCalled();
    expect(world.player.takeOver).toHaveBeenCalledWith({ id: 'zone-lobby', name: 'Lobby' });
    expect(screen.getByRole('status').textContent).toContain('Connecting this browser to Lobby…');
    expect(screen.getByRole('button', { name: 'Play in this browser' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      world.store.storeToken(lobbyToken);
      world.finish().resolve();
    });
    expect(screen.getByRole('status').textContent).toContain('This browser is playing Lobby');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Stop playing in this browser' }));
    expect(world.player.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play in this browser' })).toBeTruthy();
  });

  it('shows "Could not get playbackToken" when the takeover fails, and lets the user try again', async () => {
    const world = setUp();
    render(world.wrap(<PlayInThisBrowser zoneId="zone-lobby" zoneName="Lobby" primeAudio={world.primeAudio} />));
    await userEvent.click(screen.getByRole('button', { name: 'Play in this browser' }));
    await act(async () => world.finish().reject(new Error('Could not get playbackToken')));
    expect(screen.getByRole('alert').textContent).toContain('Could not get playbackToken');
    expect(screen.getByRole('button', { name: 'Play in this browser' }).hasAttribute('disabled')).toBe(false);
    await expectNoAxeViolations();
  });

  it('offers to play here when this browser plays another zone', () => {
    const world = setUp();
    world.store.storeToken({ ...lobbyToken, zoneId: 'zone-bar', zoneName: 'Bar' });
    render(world.wrap(<PlayInThisBrowser zoneId="zone-lobby" zoneName="Lobby" primeAudio={world.primeAudio} />));
    expect(screen.getByRole('button', { name: 'Play in this browser' })).toBeTruthy();
  });
});

describe('WebPlayerIndicator', () => {
  it('shows what this browser plays with a stop control, and nothing when it plays nothing', async () => {
    const world = setUp();
    const { container } = render(world.wrap(<WebPlayerIndicator />));
    expect(container.childElementCount).toBe(0);
    act(() => world.store.storeToken(lobbyToken));
    expect(screen.getByRole('region', { name: 'Web player' }).textContent).toContain('This browser is playing Lobby');
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Stop playing in this browser' }));
    expect(container.childElementCount).toBe(0);
  });
});

describe('web player notices', () => {
  afterEach(() => {
    for (const toast of toasts.getToasts()) toasts.dismiss(toast.id);
  });

  it('"took over" for a while, "browser unpaired" until closed, and "Could not play song"', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Toaster store={toasts} />
      </I18nextProvider>,
    );
    act(() => {
      showWebPlayerNotice({ kind: 'tookOver', zoneName: 'Lobby' });
      showWebPlayerNotice({ kind: 'browserUnpaired', zoneName: 'Lobby' });
      showWebPlayerNotice({ kind: 'playError' });
    });
    expect(screen.getByText('Another tab took over: this tab no longer plays Lobby')).toBeTruthy();
    expect(screen.getByText('Browser unpaired: Lobby is no longer played in this browser')).toBeTruthy();
    expect(screen.getByText('Could not play song')).toBeTruthy();
    const byId = new Map(toasts.getToasts().map((toast) => [toast.id, toast]));
    expect(byId.get('webPlayer.browserUnpaired')?.duration).toBe(Infinity);
    expect(byId.get('webPlayer.tookOver')?.duration).toBeLessThan(Infinity);
    await expectNoAxeViolations();
  });

  it('keeps one toast per notice when it repeats', () => {
    showWebPlayerNotice({ kind: 'playError' });
    showWebPlayerNotice({ kind: 'playError' });
    expect(toasts.getToasts().filter((toast) => toast.id === 'webPlayer.playError')).toHaveLength(1);
  });
});
