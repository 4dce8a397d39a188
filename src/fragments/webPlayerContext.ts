// Which web player the components drive: the app's, unless a test provides another.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { webPlayer } from '../player/playerConfiguration';
import type { PlaybackToken, WebPlayerStore } from '../player/playerConfiguration';
import type { WebPlayer } from '../player/webPlayer';
import { appWebPlayer, primeWebPlayerAudio } from './webPlayerApp';

export interface WebPlayerBinding {
  store: WebPlayerStore;
  player(): WebPlayer;
  /** Unlocks audio; called synchronously in the user's click. */
  primeAudio(): void;
}

export const WebPlayerContext = createContext<WebPlayerBinding>({ store: webPlayer, player: appWebPlayer, primeAudio: primeWebPlayerAudio });

export function useWebPlayer(): WebPlayerBinding & { playing: PlaybackToken | null } {
  const binding = useContext(WebPlayerContext);
  const playing = useSyncExternalStore(binding.store.subscribe, () => binding.store.getState().playbackToken);
  return { ...binding, playing };
}
