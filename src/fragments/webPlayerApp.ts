// The app's one web player, made the first time a tab becomes a player (or shows the indicator):
// the browser's tabs, the app's Relay environments, an <audio> element per deck and the toasts (with
// the texts webPlayerContext.ts registers: the components that load this module import it first).
import { toasts } from '../app/toasts/toastStore';
import { parseNavigatorAgent } from '../app/clientInfo';
import { reportError } from '../errors/report';
import { i18n } from '../i18n/i18n';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import { restartEnvironmentLiveConnection } from '../relay/environment';
import { getControlEnvironment, getPlaybackEnvironment } from '../relay/environments';
import { createAudioEngine } from '../player/audio/audioEngine';
import { browserAudioOutput } from '../player/audio/output';
import type { AudioOutput } from '../player/audio/output';
import { createBrowserTabCoordinator } from '../player/browserTabs';
import { webPlayer } from '../player/playerConfiguration';
import { createWebPlayer } from '../player/webPlayer';
import type { WebPlayer, WebPlayerNotice } from '../player/webPlayer';
import type { WebPlayerUnpairMutation as Unpair } from '../__generated__/WebPlayerUnpairMutation.graphql';
import { WebPlayerUnpairMutation } from './WebPlayerUnpairMutation';

/** The decks are in the page (hidden: an <audio> without controls shows nothing), where tests can read them. */
function deckElement(): HTMLAudioElement {
  const element = document.createElement('audio');
  element.dataset.webPlayerDeck = '';
  document.body.append(element);
  return element;
}

/** A toast per notice; 'browser unpaired' stays until closed (core.md 4). */
export function showWebPlayerNotice(notice: WebPlayerNotice): void {
  const t = (key: string, zone?: string) => i18n.t(`webPlayer.${key}`, { zone });
  if (notice.kind === 'tookOver') toasts.show({ id: 'webPlayer.tookOver', type: 'custom', duration: 8000, message: t('tookOver', notice.zoneName) });
  else if (notice.kind === 'browserUnpaired') toasts.show({ id: 'webPlayer.browserUnpaired', type: 'error', duration: Infinity, message: t('browserUnpaired', notice.zoneName) });
  else toasts.show({ id: 'webPlayer.playError', type: 'error', message: t('playError') });
}

function clientName(): { name: string; description: string } {
  const { browser } = parseNavigatorAgent(navigator.userAgent);
  return browser ? { name: browser.name, description: `${browser.name} ${browser.version}` } : { name: 'Web browser', description: 'Web browser' };
}

let output: AudioOutput | undefined;

/**
 * Called in the click that starts playing: browsers let a page's audio start only after a user's
 * gesture, and the takeover's requests take longer than the gesture counts.
 */
export function primeWebPlayerAudio(): void {
  output ??= browserAudioOutput();
  output.resume();
}

let instance: WebPlayer | undefined;

// The playback websocket authenticates when it opens: a socket opened with the user's token (remote
// control) reconnects with the playback token, and the other way round.
let lastToken = webPlayer.getState().playbackToken?.token;
webPlayer.subscribe(() => {
  const token = webPlayer.getState().playbackToken?.token;
  if (token === lastToken) return;
  lastToken = token;
  restartEnvironmentLiveConnection(getPlaybackEnvironment());
});

export function appWebPlayer(): WebPlayer {
  instance ??= createWebPlayer({
    store: webPlayer,
    createTabs: createBrowserTabCoordinator,
    playbackEnvironment: getPlaybackEnvironment,
    unpairZone: async (zoneId) => {
      await commitMutationAsync<Unpair>(getControlEnvironment(), WebPlayerUnpairMutation, { input: { soundZone: zoneId } });
    },
    createAudioEngine: (callbacks) => createAudioEngine({ ...callbacks, output: (output ??= browserAudioOutput()), createElement: deckElement }),
    clientName: clientName(),
    notify: showWebPlayerNotice,
    nowPlaying: (track) => {
      if (!('mediaSession' in navigator)) return;
      navigator.mediaSession.metadata = track ? new MediaMetadata({ title: track.title, artist: track.artistNames.join(', ') }) : null;
    },
    report: (error) => void reportError(error),
  });
  return instance;
}
