// The app's one web player, made the first time a tab becomes a player (or shows the indicator):
// the browser's tabs, the app's Relay environments, an <audio> element per deck and the toasts (with
// the texts webPlayerContext.ts registers: the components that load this module import it first).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { toasts } from '../app/toasts/toastStore';
import { WEB_PLAYER_PLACE_ID } from '../layout/webPlayerPlace';
import { parseNavigatorAgent } from '../app/clientInfo';
import { reportError } from '../errors/report';
import { i18n } from '../i18n/i18n';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import { createPlaybackEnvironment, restartEnvironmentLiveConnection } from '../relay/environment';
import type { Environment } from 'relay-runtime';
import { getControlEnvironment, subscribeEnvironments } from '../relay/environments';
import { environmentsConfig } from '../relay/environmentsConfig';
import { createPlaybackSessionPort } from '../player/playbackSession';
import { createAudioEngine } from '../player/audio/audioEngine';
import { createBrowserTabCoordinator } from '../player/browserTabs';
import { webPlayer } from '../player/playerConfiguration';
import { createWebPlayer } from '../player/webPlayer';
import type { WebPlayer, WebPlayerNotice } from '../player/webPlayer';
import type { WebPlayerUnpairMutation as Unpair } from '../__generated__/WebPlayerUnpairMutation.graphql';
import { webPlayerAudioOutput } from './webPlayerAudio';
import { WebPlayerIndicator } from './WebPlayerIndicator';
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


/**
 * The web player's own playback environment: it speaks with the playback token while this tab holds
 * one (and for the signed-in user before, to create the playback client), and keeps nothing across
 * reloads. The app's playback environment stays the user's, for remote control.
 */
function webPlayerEnvironment(): Environment {
  const { playback } = environmentsConfig();
  const environment = createPlaybackEnvironment({ ...playback, session: createPlaybackSessionPort(webPlayer, playback.session), storage: null });
  // The websocket authenticates when it opens: a new token needs a new connection.
  let lastToken = webPlayer.getState().playbackToken?.token;
  webPlayer.subscribe(() => {
    const token = webPlayer.getState().playbackToken?.token;
    if (token === lastToken) return;
    lastToken = token;
    restartEnvironmentLiveConnection(environment);
  });
  return environment;
}

/** The indicator, in the place the layout keeps for it (src/layout/AppLayout.tsx), in a React root of its own. */
function mountIndicator(): void {
  const place = document.getElementById(WEB_PLAYER_PLACE_ID);
  if (!place) return;
  createRoot(place).render(createElement(I18nextProvider, { i18n }, createElement(WebPlayerIndicator)));
}

let instance: WebPlayer | undefined;

export function appWebPlayer(): WebPlayer {
  if (instance) return instance;
  const environment = webPlayerEnvironment();
  instance = createWebPlayer({
    store: webPlayer,
    createTabs: createBrowserTabCoordinator,
    playbackEnvironment: () => environment,
    unpairZone: async (zoneId) => {
      await commitMutationAsync<Unpair>(getControlEnvironment(), WebPlayerUnpairMutation, { input: { soundZone: zoneId } });
    },
    createAudioEngine: (callbacks) => createAudioEngine({ ...callbacks, output: webPlayerAudioOutput(), createElement: deckElement }),
    clientName: clientName(),
    notify: showWebPlayerNotice,
    nowPlaying: (track) => {
      if (!('mediaSession' in navigator)) return;
      navigator.mediaSession.metadata = track ? new MediaMetadata({ title: track.title, artist: track.artistNames.join(', ') }) : null;
    },
    report: (error) => void reportError(error),
  });
  // Logout or another user: the tab stops playing with the session it was started in.
  subscribeEnvironments(() => webPlayer.clearToken());
  mountIndicator();
  return instance;
}
