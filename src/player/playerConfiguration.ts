// This tab's player configuration and playback token (core.md 3 'Player configuration', 4 'Web
// playback across tabs'). It is part of the entry: the playback environment's session port reads the
// token from it, and the layout shows the web player's indicator while a token is held. So it imports
// nothing, and the web player itself (tabs, audio, Relay) loads only when a tab becomes a player.

/** The token a playback client got (createPlaybackClient), and the zone it plays. */
export interface PlaybackToken {
  token: string;
  clientId: string;
  zoneId: string;
  zoneName: string;
}

export type PlayerConfiguration =
  | { kind: 'local' }
  | { kind: 'remote'; zoneId: string }
  | { kind: 'web'; clientId: string; playbackToken: string };

export interface WebPlayerState {
  configuration: PlayerConfiguration | null;
  playbackToken: PlaybackToken | null;
}

export interface WebPlayerStore {
  getState(): WebPlayerState;
  subscribe(listener: () => void): () => void;
  setConfiguration(configuration: PlayerConfiguration | null): void;
  storeToken(token: PlaybackToken): void;
  clearToken(): void;
  /**
   * The playback token was refused (401, UNAUTHENTICATED or a 4401 close): the listeners learn it
   * first (the web player tells the user when this tab was the active one), then the configuration and
   * the token go.
   */
  loseSession(): void;
  onSessionLost(listener: () => void): () => void;
}

/**
 * A token without a configuration makes a web configuration; a web configuration without a token goes
 * (core.md 4). Any other configuration is left as it is.
 */
export function reconcileConfiguration(state: WebPlayerState): WebPlayerState {
  const { configuration, playbackToken } = state;
  if (playbackToken && configuration === null) return { playbackToken, configuration: { kind: 'web', clientId: playbackToken.clientId, playbackToken: playbackToken.token } };
  if (!playbackToken && configuration?.kind === 'web') return { playbackToken, configuration: null };
  return state;
}

export function createWebPlayerStore(): WebPlayerStore {
  let state: WebPlayerState = { configuration: null, playbackToken: null };
  const listeners = new Set<() => void>();
  const lostListeners = new Set<() => void>();
  const update = (next: WebPlayerState) => {
    const reconciled = reconcileConfiguration(next);
    if (reconciled.configuration === state.configuration && reconciled.playbackToken === state.playbackToken) return;
    state = reconciled;
    for (const listener of [...listeners]) listener();
  };
  const listen = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    getState: () => state,
    subscribe: (listener) => listen(listeners, listener),
    setConfiguration: (configuration) => update({ ...state, configuration }),
    storeToken: (playbackToken) => update({ ...state, playbackToken }),
    clearToken: () => update({ ...state, playbackToken: null }),
    loseSession: () => {
      for (const listener of [...lostListeners]) listener();
      update({ configuration: null, playbackToken: null });
    },
    onSessionLost: (listener) => listen(lostListeners, listener),
  };
}

/** The app's one store: one per tab. */
export const webPlayer = createWebPlayerStore();
