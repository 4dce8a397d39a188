// The playback environment's session (src/app/bootstrap.ts): while this tab is a zone's player it
// speaks with the playback token, which cannot be refreshed, so a refusal means the zone was taken
// over (the session is lost). Without a token it speaks for the signed-in user, who may read and
// control zones remotely and create playback clients.
import type { SessionPort } from '../session/sessionPort';
import type { WebPlayerStore } from './playerConfiguration';

export function createPlaybackSessionPort(store: WebPlayerStore, user: SessionPort): SessionPort {
  const playbackToken = () => store.getState().playbackToken?.token;
  return {
    token: () => playbackToken() ?? user.token(),
    isLoggedIn: () => playbackToken() !== undefined || user.isLoggedIn(),
    refresh: async () => (playbackToken() === undefined ? user.refresh() : undefined),
    adoptIssuedToken: (token) => {
      if (playbackToken() === undefined) user.adoptIssuedToken(token);
    },
    authFailed: () => (playbackToken() === undefined ? user.authFailed() : store.loseSession()),
  };
}
