// Which web player the components drive: the app's, unless a test provides another.
import { createContext, useContext, useSyncExternalStore } from 'react';
import webPlayerTexts from '../i18n/en/webPlayer.json';
import { registerTexts } from '../i18n/i18n';
import { webPlayer } from '../player/playerConfiguration';
import type { PlaybackToken, WebPlayerStore } from '../player/playerConfiguration';
import type { WebPlayer } from '../player/webPlayer';

registerTexts(webPlayerTexts);

export interface WebPlayerBinding {
  store: WebPlayerStore;
  /** The player, with its code (tabs, audio, Relay) loaded when first asked for. */
  player(): Promise<WebPlayer>;
}

export const WebPlayerContext = createContext<WebPlayerBinding>({ store: webPlayer, player: async () => (await import('./webPlayerApp')).appWebPlayer() });

export function useWebPlayer(): WebPlayerBinding & { playing: PlaybackToken | null } {
  const binding = useContext(WebPlayerContext);
  const playing = useSyncExternalStore(binding.store.subscribe, () => binding.store.getState().playbackToken);
  return { ...binding, playing };
}
