// The playback API (schema/playback.graphql): a second face on the same engine. A client reads and
// changes a zone's player in one of three modes: a paired device its own zone (local), a web tab the
// zone its playback token names (web), a signed-in user any zone it may control (remote). Every change
// goes through the engine's changePlayer (./playerControls.ts), so the control API's history, events
// and subscriptions see it, and playerStateUpdate sees the control API's changes alike.
import { and, eq, like } from 'drizzle-orm';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { messages as messageRows, soundZones, soundZoneErrors } from '../db/schema';
import { ApiError, badRequest, forbidden, unauthorized } from '../errors';
import type { SoundZoneRow } from '../loaders';
import { errorEvent, publish, zoneEvent } from '../premises/events';
import { unpairZone } from '../premises/pairing';
import { changedZoneSettings } from '../premises/settings';
import type { PlayerState, ProgressEvent, Resolvers } from '../graphql/playback/__generated__/types';
import { clearQueueIn, controllableZone, pauseChange, playChange, queueTracksIn, requireLicensedZone, setPlayOrderIn, skipChange, volumeChange } from './playerControls';
import { recordReport, storePlaybackClient } from './playbackClients';
import { playerState } from './playerState';
import { playerTarget } from './playerAccess';
import type { PlayerTarget } from './playerState';
import { changePlayer, withControls, zonePlayer } from './players';
import type { PlayerChangeOf, ZonePlayer } from './players';
import { followEnd, followProgress } from './progressReports';
import { playerStateUpdate } from './playerStateUpdate';

/** The cause a web player's failed track is recorded under; its next started track resolves it. */
export const PLAYBACK_ERROR_CAUSE = 'DEVICE_ERROR_PLAYBACK';

/** The payload after a change: the target's state with the zone as the change left it. */
const after = async (context: RequestContext, target: PlayerTarget, player: ZonePlayer): Promise<{ player: PlayerState }> => ({ player: await playerState(context, { ...target, zone: player.zone }) });

const changed = async (context: RequestContext, target: PlayerTarget, change: PlayerChangeOf) => after(context, target, await changePlayer(context, target.zone, change));

/** A web tab becomes the zone's player: the zone's device is unpaired first (core.md 4 'Playback'). */
async function createPlaybackClient(context: RequestContext, input: { soundZoneId: string; name: string; description: string }) {
  if (context.viewer.kind === 'anonymous') throw unauthorized();
  if (context.viewer.kind !== 'user') throw forbidden('Only a signed-in user makes a browser the player of a sound zone');
  const { zone } = await controllableZone(context, input.soundZoneId);
  if (zone.deviceId) {
    // Unpaired meanwhile by someone else: as good as unpaired here.
    await unpairZone(context, zone.id).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === 'conflict')) throw error;
    });
  }
  const unpaired = (await context.loaders.soundZone.load(zone.id)) ?? zone;
  const clientId = await storePlaybackClient(context, unpaired, input);
  const { token } = await context.tokens.issuePlaybackToken(clientId, zone.id);
  return { token, clientId, player: await playerState(context, { zone: unpaired, mode: 'web', streamToken: token }) };
}

/** Stores a zone's crossfade settings, which the control API's zone settings show too. */
async function setCrossfade(context: RequestContext, target: PlayerTarget, crossfade: boolean, crossfadeLength: number) {
  const settings = changedZoneSettings(target.zone, { crossfade, crossfade_length: crossfadeLength }, 'input');
  const [updated] = await context.db.update(soundZones).set({ settings, updatedAt: context.now() }).where(eq(soundZones.id, target.zone.id)).returning();
  context.loaders.soundZone.clear(updated!.id).prime(updated!.id, updated!);
  await publish(context, [zoneEvent('update', updated!)]);
  return { player: await playerState(context, { ...target, zone: updated! }) };
}

/** A failed track shows on the zone as an error until the player plays a track again. */
async function recordPlaybackError(context: RequestContext, zone: SoundZoneRow, title: string, error: string | null | undefined) {
  const id = await newId(context.db, 'SoundZoneError', decodeId(zone.id) ?? []);
  const message = `Could not play song: ${title}${error ? ` (${error})` : ''}`;
  await context.db.insert(soundZoneErrors).values({ id, soundZoneId: zone.id, cause: PLAYBACK_ERROR_CAUSE, message, createdAt: context.now() });
  await publish(context, [errorEvent('create', id, zone)]);
}

async function resolvePlaybackErrors(context: RequestContext, zone: SoundZoneRow) {
  const resolved = await context.db
    .update(soundZoneErrors)
    .set({ resolved: true })
    .where(and(eq(soundZoneErrors.soundZoneId, zone.id), eq(soundZoneErrors.resolved, false), like(soundZoneErrors.cause, PLAYBACK_ERROR_CAUSE)))
    .returning({ id: soundZoneErrors.id });
  await publish(context, resolved.map(({ id }) => errorEvent('update', id, zone)));
}

interface ProgressReport {
  event: ProgressEvent;
  trackId: string;
  positionMs: number;
  error?: string | null;
}

async function isMessageOf(context: RequestContext, zone: SoundZoneRow, messageId: string): Promise<boolean> {
  const [message] = await context.db
    .select({ id: messageRows.id })
    .from(messageRows)
    .where(and(eq(messageRows.id, messageId), eq(messageRows.accountId, zone.accountId)));
  return message !== undefined;
}

/**
 * What a zone's own player reports, a web tab or a paired device playing through the web player (the
 * desktop shell); the timeline follows it only where they disagree (./progressReports.ts).
 */
async function reportProgress(context: RequestContext, report: ProgressReport) {
  const { viewer } = context;
  if (viewer.kind !== 'playback' && viewer.kind !== 'device') throw forbidden('Only the player of a sound zone reports its progress');
  const target = await playerTarget(context, null, 'input');
  const track = await context.loaders.track.load(report.trackId);
  // A web tab's reports keep it online; a device's presence is its own.
  const present = () => (viewer.kind === 'playback' ? recordReport(context, target.zone, viewer.clientId) : Promise.resolve());
  if (!track) {
    // A campaign's announcement plays as an item too (./announcements.ts): the timeline times it, so its reports only say the player is there.
    if (!(await isMessageOf(context, target.zone, report.trackId))) throw badRequest({ 'input.trackId': messages.invalid }, 'Unknown track');
    await present();
    return { player: await playerState(context, target) };
  }
  await present();
  if (report.event === 'ERROR') await recordPlaybackError(context, target.zone, track.title, report.error);
  if (report.event === 'STARTED') await resolvePlaybackErrors(context, target.zone);
  const ends = report.event === 'FINISHED' || report.event === 'ERROR';
  const follow = (player: ZonePlayer, at: number) =>
    ends ? followEnd(player.timeline, player.source, track.id, report.positionMs, at) : followProgress(player.timeline, player.source, track.id, report.positionMs, at);
  // Most reports agree with the timeline: those store nothing.
  if (!follow(await zonePlayer(context, target.zone), context.now().getTime())) return { player: await playerState(context, target) };
  return changed(context, target, (player, at) => withControls(player, { timeline: follow(player, at) ?? player.timeline }));
}

export const playbackApiResolvers: Resolvers = {
  Query: {
    player: async (_parent, { soundZone }, context) => playerState(context, await playerTarget(context, soundZone, 'soundZone')),
  },
  Mutation: {
    createPlaybackClient: (_parent, { input }, context) => createPlaybackClient(context, input),
    play: async (_parent, { input }, context) => {
      const target = await playerTarget(context, input.soundZone, 'input.soundZone');
      requireLicensedZone(context, target.zone);
      return changed(context, target, playChange);
    },
    pause: async (_parent, { input }, context) => changed(context, await playerTarget(context, input.soundZone, 'input.soundZone'), pauseChange),
    skipTrack: async (_parent, { input }, context) => changed(context, await playerTarget(context, input.soundZone, 'input.soundZone'), skipChange),
    setVolume: async (_parent, { input }, context) => changed(context, await playerTarget(context, input.soundZone, 'input.soundZone'), volumeChange(input.volume)),
    setPlayOrder: async (_parent, { input }, context) => {
      const target = await playerTarget(context, input.soundZone, 'input.soundZone');
      return after(context, target, await setPlayOrderIn(context, target.zone, input.playOrder));
    },
    queueTracks: async (_parent, { input }, context) => {
      const target = await playerTarget(context, input.soundZone, 'input.soundZone');
      return after(context, target, await queueTracksIn(context, target.zone, input));
    },
    clearQueue: async (_parent, { input }, context) => {
      const target = await playerTarget(context, input.soundZone, 'input.soundZone');
      return after(context, target, await clearQueueIn(context, target.zone));
    },
    setCrossfade: async (_parent, { input }, context) => setCrossfade(context, await playerTarget(context, input.soundZone, 'input.soundZone'), input.crossfade, input.crossfadeLength),
    reportProgress: (_parent, { input }, context) => reportProgress(context, input),
  },
  Subscription: { playerStateUpdate },
};
