// The changes people make to a zone's player, shared by the control API (./graphql.ts) and the playback
// API (./playbackApi.ts): one rule each for the tiers, the tracks a zone may queue and the play orders a
// source allows (core.md 4 'Playback', 6 'Tiers and plans for playback'), every change through
// changePlayer so it is stored, recorded in history and published alike.
import { messages } from '../../src/domain/validation';
import { tierLevel } from '../accounts/model';
import { requireSoundZone } from '../access/accountAccess';
import { zonePermissionsFor } from '../access/premisesAccess';
import type { RequestContext } from '../context';
import { ApiError, badRequest, forbidden } from '../errors';
import type { SoundZoneRow, TrackRow } from '../loaders';
import { playableTracks } from './eligibility';
import { zoneLicence } from './licence';
import { changePlayer, sourceView, withControls, zonePlayRules } from './players';
import type { PlayOrder, PlayerChangeOf, ZonePlayer } from './players';
import { changeSource, clearQueue, pause, play, queue, skip } from './timeline';

/** A zone the viewer may control (PLAYBACK_WRITE), with its account. */
export async function controllableZone(context: RequestContext, zoneId: string) {
  const access = await requireSoundZone(context, zoneId);
  if (!(await zonePermissionsFor(context, access.zone, access.membership)).includes('PLAYBACK_WRITE')) throw forbidden('Not allowed to control playback in this sound zone');
  return access;
}

/**
 * core.md 4 'Playback' and billing.md 4.3: music starts only in a zone its subscription licenses
 * (./licence.ts); the answer says so, and the app shows the 'zone has no subscription' dialog.
 */
export function requireLicensedZone(context: RequestContext, zone: SoundZoneRow) {
  if (!zoneLicence(zone, context.now().getTime()).licensed) throw new ApiError('forbidden', 'The sound zone has no active subscription', { errorType: 'no_subscription' });
}

/** The account's playback tier (core.md 6): 1 when unknown. */
export async function tierRank(context: RequestContext, zone: SoundZoneRow): Promise<number> {
  const account = await context.loaders.account.load(zone.accountId);
  return account ? tierLevel(account) : 1;
}

async function requireTracks(context: RequestContext, trackIds: readonly string[]): Promise<TrackRow[]> {
  const rows = await context.loaders.track.loadMany([...trackIds]);
  return rows.map((row, index) => {
    if (!row || row instanceof Error) throw badRequest({ [`input.tracks.${index}`]: messages.invalid }, 'Unknown track');
    return row;
  });
}

export const playChange: PlayerChangeOf = (player, at) => withControls(player, { timeline: play(player.timeline, player.source, at) });
export const pauseChange: PlayerChangeOf = (player, at) => withControls(player, { timeline: pause(player.timeline, player.source, at) });
export const skipChange: PlayerChangeOf = (player, at) => withControls(player, { timeline: skip(player.timeline, player.source, at) });
export const volumeChange =
  (volume: number): PlayerChangeOf =>
  (player) =>
    withControls(player, { volume });

export interface QueueRequest {
  tracks: readonly string[];
  /** The first queued track starts now. */
  immediate?: boolean | null;
  /** The queue is cleared first. */
  clearQueuedTracks?: boolean | null;
}

/** Queues tracks to play next: tier 2 or more, only tracks the zone may play. */
export async function queueTracksIn(context: RequestContext, zone: SoundZoneRow, request: QueueRequest): Promise<ZonePlayer> {
  // core.md 6: the essential tier (tier 1) does not queue; tier 3 plays single tracks on demand.
  if ((await tierRank(context, zone)) < 2) throw forbidden('Queuing tracks needs a higher tier');
  const rows = await requireTracks(context, request.tracks);
  // Queued tracks follow the zone's rules too: unavailable or filtered explicit tracks never play.
  const eligible = playableTracks(rows, await zonePlayRules(context, zone, null));
  if (eligible.length === 0) throw badRequest({ 'input.tracks': messages.invalid }, 'None of the tracks can play in this sound zone');
  return changePlayer(context, zone, (current, at) => {
    let timeline = request.clearQueuedTracks ? clearQueue(current.timeline, current.source, at) : current.timeline;
    timeline = queue(timeline, current.source, eligible, at);
    if (request.immediate) timeline = skip(timeline, current.source, at);
    return withControls(current, { timeline });
  });
}

/** Drops the queued tracks that have not started: tier 2 or more. */
export async function clearQueueIn(context: RequestContext, zone: SoundZoneRow): Promise<ZonePlayer> {
  if ((await tierRank(context, zone)) < 2) throw forbidden('Clearing the queue needs tier 2 or more');
  return changePlayer(context, zone, (player, at) => withControls(player, { timeline: clearQueue(player.timeline, player.source, at) }));
}

/** Plays the source in another of the orders it allows (the current track finishes first). */
export function setPlayOrderIn(context: RequestContext, zone: SoundZoneRow, playOrder: PlayOrder): Promise<ZonePlayer> {
  return changePlayer(context, zone, async (current, at, inTransaction) => {
    if (!current.availablePlayOrders.includes(playOrder)) {
      throw badRequest({ 'input.playOrder': messages.invalid }, `The source playing does not play in the order ${playOrder}; it allows ${current.availablePlayOrders.join(', ')}`);
    }
    const next = await sourceView(inTransaction, current.zone, current.playlist, playOrder);
    return withControls(current, { timeline: changeSource(current.timeline, current.source, next, at), playOrder });
  });
}
