import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { AppError } from '../errors/AppError';
import type { AudioEngine, ProgressReport } from './audio/audioEngine';
import type { PlayerSnapshot } from './audio/plan';
import { createWebPlayerStore } from './playerConfiguration';
import { createTabCoordinator } from './tabs';
import type { ActiveTab, TabChannel, TabMessage } from './tabs';
import { PLAYBACK_TOKEN_ERROR, createWebPlayer, isIgnorableUnpairError } from './webPlayer';
import type { WebPlayerNotice } from './webPlayer';

const lobby = { id: 'zone-lobby', name: 'Lobby' };
const bar = { id: 'zone-bar', name: 'Bar' };

/** Another tab of the same browser, as this tab's channel sees it. */
function otherTabs() {
  let deliver: ((message: unknown) => void) | undefined;
  const sent: TabMessage[] = [];
  const channel: TabChannel = {
    post: (message) => void sent.push(message),
    listen: (listener) => {
      deliver = listener;
      return () => undefined;
    },
  };
  return { channel, sent, send: (message: TabMessage) => deliver?.(message) };
}

function setUp() {
  const store = createWebPlayerStore();
  const environment = createMockEnvironment();
  const tabsChannel = otherTabs();
  const unpairZone = vi.fn(async (_zoneId: string) => undefined);
  const notices: WebPlayerNotice[] = [];
  const applied: PlayerSnapshot[] = [];
  let reportProgress: ((report: ProgressReport) => void) | undefined;
  const engine: AudioEngine = { apply: (snapshot) => void applied.push(snapshot), stop: vi.fn() };
  const report = vi.fn();
  const nowPlaying = vi.fn();
  const player = createWebPlayer({
    store,
    createTabs: (onTookOver: (by: ActiveTab) => void) => createTabCoordinator({ tabId: 'this-tab', channel: tabsChannel.channel, storage: { read: () => stored, write: (tab) => void (stored = tab) }, onTookOver }),
    playbackEnvironment: () => environment,
    unpairZone,
    createAudioEngine: (callbacks) => {
      reportProgress = callbacks.report;
      return engine;
    },
    clientName: { name: 'Chrome', description: 'Chrome 140' },
    notify: (notice) => void notices.push(notice),
    nowPlaying,
    report,
  });
  let stored: ActiveTab | null = null;
  const operations = () => environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);
  const resolveCreateClient = (token = 'playback-token-1') =>
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { CreatePlaybackClientPayload: () => ({ token, clientId: '1764070000000-abc' }) }));
  const subscription = () => environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'PlayerStateSubscription') as OperationDescriptor;
  return { nowPlaying, store, environment, player, unpairZone, notices, applied, engine, report, tabsChannel, operations, resolveCreateClient, subscription, storedTab: () => stored, reportProgress: (r: ProgressReport) => reportProgress!(r) };
}

/** Lets the takeover's awaits (unpairs, the mutation's answer) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** This tab becomes the lobby's player. */
async function playLobby(world: ReturnType<typeof setUp>) {
  const takeover = world.player.takeOver(lobby);
  await settle();
  world.resolveCreateClient();
  await takeover;
}

describe('web player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes a zone over: marks the tab active, unpairs the zone (ignoring "already unpaired"), creates a playback client and follows its state', async () => {
    const world = setUp();
    world.unpairZone.mockRejectedValueOnce(new AppError('Sound zone is already unpaired', { kind: 'badRequest', code: 'BAD_USER_INPUT' }));
    const takeover = world.player.takeOver(lobby);
    await settle();
    expect(world.tabsChannel.sent[0]).toEqual({ type: 'setActiveTab', tabId: 'this-tab', zoneId: 'zone-lobby', zoneName: 'Lobby' });
    expect(world.unpairZone).toHaveBeenCalledWith('zone-lobby');
    const create = world.environment.mock.getMostRecentOperation();
    expect(create.request.variables).toEqual({ input: { soundZoneId: 'zone-lobby', name: 'Chrome', description: 'Chrome 140' } });
    world.resolveCreateClient();
    await takeover;

    expect(world.store.getState()).toEqual({
      playbackToken: { token: 'playback-token-1', clientId: '1764070000000-abc', zoneId: 'zone-lobby', zoneName: 'Lobby' },
      configuration: { kind: 'web', clientId: '1764070000000-abc', playbackToken: 'playback-token-1' },
    });
    expect(world.storedTab()).toEqual({ tabId: 'this-tab', zoneId: 'zone-lobby', zoneName: 'Lobby' });
    world.environment.mock.nextValue(
      world.subscription(),
      MockPayloadGenerator.generate(world.subscription(), {
        PlayerState: () => ({ status: 'playing', volume: 9, progress: 1000, progressUpdatedAt: '2026-11-25T12:00:00Z', upcoming: [] }),
        PlayerItem: () => ({ id: 'item-1', streamUrl: 'https://cadence.test/media/tracks/t1/stream?token=playback-token-1' }),
        PlayerTrack: () => ({ id: 't1', durationMs: 200_000 }),
        PlayerZoneSettings: () => ({ crossfade: true, crossfadeLength: 4 }),
      }),
    );
    expect(world.applied).toEqual([
      {
        status: 'playing',
        volume: 9,
        progress: 1000,
        progressUpdatedAt: '2026-11-25T12:00:00Z',
        current: { id: 'item-1', trackId: 't1', streamUrl: 'https://cadence.test/media/tracks/t1/stream?token=playback-token-1', durationMs: 200_000 },
        upcoming: [],
        crossfade: true,
        crossfadeLength: 4,
      },
    ]);
    expect(world.nowPlaying).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1' }));
  });

  it('fails with "Could not get playbackToken" and clears the active tab when no playback client can be created', async () => {
    const world = setUp();
    const takeover = world.player.takeOver(lobby);
    await settle();
    world.environment.mock.rejectMostRecentOperation(new AppError('Forbidden', { kind: 'forbidden', status: 403 }));
    await expect(takeover).rejects.toThrow(PLAYBACK_TOKEN_ERROR);
    expect(world.storedTab()).toBeNull();
    expect(world.tabsChannel.sent.at(-1)).toEqual({ type: 'clearActive', tabId: 'this-tab' });
    expect(world.store.getState()).toEqual({ playbackToken: null, configuration: null });
  });

  it('fails the same way when unpairing fails for another reason than the two it may ignore', async () => {
    const world = setUp();
    world.unpairZone.mockRejectedValueOnce(new AppError('Not allowed', { kind: 'forbidden', status: 403 }));
    await expect(world.player.takeOver(lobby)).rejects.toThrow(PLAYBACK_TOKEN_ERROR);
    expect(world.operations()).toEqual([]);
    expect(world.storedTab()).toBeNull();
  });

  it('unpairs the zone it played before when this tab switches to another zone, and asks with the user token (no playback token held)', async () => {
    const world = setUp();
    const first = world.player.takeOver(lobby);
    await settle();
    world.resolveCreateClient('token-lobby');
    await first;
    const second = world.player.takeOver(bar);
    expect(world.store.getState().playbackToken).toBeNull();
    await settle();
    expect(world.unpairZone.mock.calls.map(([zoneId]) => zoneId)).toEqual(['zone-lobby', 'zone-lobby', 'zone-bar']);
    world.resolveCreateClient('token-bar');
    await second;
    expect(world.store.getState().playbackToken).toMatchObject({ token: 'token-bar', zoneId: 'zone-bar' });
  });

  it('stops and says "took over" when another tab becomes the player', async () => {
    const world = setUp();
    await playLobby(world);
    world.tabsChannel.send({ type: 'setActiveTab', tabId: 'other-tab', zoneId: 'zone-bar', zoneName: 'Bar' });
    expect(world.notices).toEqual([{ kind: 'tookOver', zoneName: 'Lobby' }]);
    expect(world.store.getState()).toEqual({ playbackToken: null, configuration: null });
    expect(world.engine.stop).toHaveBeenCalled();
    expect(world.nowPlaying).toHaveBeenLastCalledWith(null);
  });

  it('a lost session (the subscription closed with 4401) shows "browser unpaired" and clears the active tab, token and configuration', async () => {
    const world = setUp();
    await playLobby(world);
    world.environment.mock.reject(world.subscription(), new AppError('Websocket closed: 4401 Unauthorized', { kind: 'unauthorized', status: 401 }));
    expect(world.notices).toEqual([{ kind: 'browserUnpaired', zoneName: 'Lobby' }]);
    expect(world.storedTab()).toBeNull();
    expect(world.store.getState()).toEqual({ playbackToken: null, configuration: null });
  });

  it('a lost session in a tab that is no longer active shows nothing', async () => {
    const world = setUp();
    world.store.setConfiguration({ kind: 'remote', zoneId: 'zone-lobby' });
    world.store.loseSession();
    expect(world.notices).toEqual([]);
    expect(world.store.getState().configuration).toBeNull();
  });

  it('reports progress through reportProgress with the playback environment', async () => {
    const world = setUp();
    world.reportProgress({ event: 'PROGRESS', trackId: 't1', positionMs: 10_000 });
    const operation = world.environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ReportProgressMutation');
    expect(operation.request.variables).toEqual({ input: { event: 'PROGRESS', trackId: 't1', positionMs: 10_000, error: null } });
    world.environment.mock.rejectMostRecentOperation(new AppError('Server error', { kind: 'server', status: 500 }));
    await settle();
    expect(world.report).toHaveBeenCalledTimes(1);
  });

  it('stop unpairs the zone, drops the token and clears the active tab', async () => {
    const world = setUp();
    await playLobby(world);
    world.unpairZone.mockClear();
    await world.player.stop();
    expect(world.unpairZone).toHaveBeenCalledWith('zone-lobby');
    expect(world.store.getState().playbackToken).toBeNull();
    expect(world.storedTab()).toBeNull();
  });
});

describe('isIgnorableUnpairError', () => {
  it('ignores exactly "Validation failed" and "already unpaired"', () => {
    expect(isIgnorableUnpairError(new Error('Validation failed'))).toBe(true);
    expect(isIgnorableUnpairError(new Error('Sound zone is already unpaired'))).toBe(true);
    expect(isIgnorableUnpairError(new Error('Forbidden'))).toBe(false);
    expect(isIgnorableUnpairError('already unpaired')).toBe(false);
  });
});
