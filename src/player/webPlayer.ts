// The browser as a zone's player: taking a zone over (core.md 4 'Playback' and 'Web playback across
// tabs'), following its player state with the audio engine, reporting progress, and letting go when
// another tab or client takes over.
import { requestSubscription } from 'relay-runtime';
import type { Disposable, IEnvironment } from 'relay-runtime';
import { AppError, isAppError } from '../errors/AppError';
import { commitMutationAsync } from '../relay/commitMutationAsync';
import type { CreatePlaybackClientMutation as CreatePlaybackClient } from './__generated__/CreatePlaybackClientMutation.graphql';
import type { PlayerStateSubscription as PlayerState } from './__generated__/PlayerStateSubscription.graphql';
import type { ReportProgressMutation as ReportProgress } from './__generated__/ReportProgressMutation.graphql';
import type { AudioEngine, ProgressReport } from './audio/audioEngine';
import { CreatePlaybackClientMutation } from './CreatePlaybackClientMutation';
import type { WebPlayerStore } from './playerConfiguration';
import { PlayerStateSubscription } from './PlayerStateSubscription';
import { snapshotOf } from './playerSnapshot';
import { ReportProgressMutation } from './ReportProgressMutation';
import type { ActiveTab, TabCoordinator } from './tabs';

/** core.md 8: the takeover could not get a playback token. */
export const PLAYBACK_TOKEN_ERROR = 'Could not get playbackToken';

export type WebPlayerNotice = { kind: 'tookOver'; zoneName: string } | { kind: 'browserUnpaired'; zoneName: string } | { kind: 'playError' };

export interface WebPlayerPorts {
  store: WebPlayerStore;
  createTabs(onTookOver: (by: ActiveTab) => void): TabCoordinator;
  playbackEnvironment(): IEnvironment;
  /** The control API's soundZoneUnpair; rejects with its AppError. */
  unpairZone(zoneId: string): Promise<void>;
  createAudioEngine(callbacks: { report(report: ProgressReport): void; onPlayError(): void }): AudioEngine;
  /** The client's name and description for createPlaybackClient (the browser's name, and version). */
  clientName: { name: string; description: string };
  notify(notice: WebPlayerNotice): void;
  /** What plays, for the browser's own media controls (and null when nothing does). */
  nowPlaying(track: { title: string; artistNames: readonly string[] } | null): void;
  report(error: unknown): void;
}

export interface WebPlayer {
  /** Makes this tab the player of the zone; rejects with 'Could not get playbackToken'. */
  takeOver(zone: { id: string; name: string }): Promise<void>;
  /** This tab stops playing: the zone is unpaired and the token dropped. */
  stop(): Promise<void>;
}

/** core.md 4: unpairing a zone that has no player answers these, and they do not stop a takeover. */
export function isIgnorableUnpairError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return message.includes('Validation failed') || message.includes('already unpaired');
}

const isLostSession = (error: unknown) => isAppError(error) && (error.status === 401 || error.code === 'UNAUTHENTICATED');

export function createWebPlayer(ports: WebPlayerPorts): WebPlayer {
  const { store } = ports;
  const tabs = ports.createTabs(() => {
    const zoneName = store.getState().playbackToken?.zoneName;
    store.clearToken();
    if (zoneName !== undefined) ports.notify({ kind: 'tookOver', zoneName });
  });

  const reportProgress = (input: ProgressReport) => {
    commitMutationAsync<ReportProgress>(ports.playbackEnvironment(), ReportProgressMutation, { input: { ...input, error: input.error ?? null } }).catch((error: unknown) => {
      // A refused token has already ended the session (the playback session port); the rest is worth a report.
      if (!isLostSession(error)) ports.report(error);
    });
  };
  const engine = ports.createAudioEngine({ report: reportProgress, onPlayError: () => ports.notify({ kind: 'playError' }) });

  let following: { token: string; subscription: Disposable } | undefined;
  const follow = () => {
    const token = store.getState().playbackToken?.token;
    if (following?.token === token) return;
    following?.subscription.dispose();
    following = undefined;
    engine.stop();
    ports.nowPlaying(null);
    // Without a token this tab plays nothing, so it is not the active player either.
    if (token === undefined) return tabs.clearActive();
    const subscription = requestSubscription<PlayerState>(ports.playbackEnvironment(), {
      subscription: PlayerStateSubscription,
      variables: { input: {} },
      onNext: (response) => {
        if (!response) return;
        const { player } = response.playerStateUpdate;
        engine.apply(snapshotOf(player));
        ports.nowPlaying(player.current?.track ?? null);
      },
      // 4401: another client took the zone over.
      onError: (error) => (isLostSession(error) ? store.loseSession() : ports.report(error)),
    });
    following = { token, subscription };
  };
  store.subscribe(follow);

  store.onSessionLost(() => {
    const zoneName = store.getState().playbackToken?.zoneName;
    if (!tabs.isActive()) return;
    ports.notify({ kind: 'browserUnpaired', zoneName: zoneName ?? '' });
  });

  const unpair = async (zoneId: string) => {
    try {
      await ports.unpairZone(zoneId);
    } catch (error) {
      if (!isIgnorableUnpairError(error)) throw error;
    }
  };

  return {
    async takeOver(zone) {
      // The playback client is created for the signed-in user: a token this tab still holds goes first.
      const own = store.getState().playbackToken;
      store.clearToken();
      const previousZoneId = (await tabs.becomeActive(zone))?.zoneId ?? own?.zoneId;
      try {
        if (previousZoneId !== undefined && previousZoneId !== zone.id) await unpair(previousZoneId);
        await unpair(zone.id);
        const { createPlaybackClient } = await commitMutationAsync<CreatePlaybackClient>(ports.playbackEnvironment(), CreatePlaybackClientMutation, {
          input: { soundZoneId: zone.id, ...ports.clientName },
        });
        // Another tab took over while this one was connecting: it plays, this one does not.
        if (!tabs.isActive()) return;
        store.setConfiguration(null);
        store.storeToken({ token: createPlaybackClient.token, clientId: createPlaybackClient.clientId, zoneId: zone.id, zoneName: zone.name });
      } catch (error) {
        tabs.clearActive();
        ports.report(error);
        throw new AppError(PLAYBACK_TOKEN_ERROR, { kind: isAppError(error) ? error.kind : 'unknown', cause: error });
      }
    },
    async stop() {
      const zoneId = store.getState().playbackToken?.zoneId;
      store.clearToken();
      if (zoneId !== undefined) await unpair(zoneId);
    },
  };
}
