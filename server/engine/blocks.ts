// Blocked tracks (blockTrack, unblockTrack; core.md 6 'Server permission strings', 'Editing music'): a
// track blocked in a zone, or in every zone of a location or an account, never plays there. Blocking
// changes which tracks a zone's source plays, so each zone with a stored player is moved onto its new
// source there and then: what plays goes on (or is skipped, being the blocked track), and nothing
// else jumps.
import { and, eq, or } from 'drizzle-orm';
import { kindOfId } from '../../src/domain/ids';
import { requireAccount, requireSoundZone } from '../access/accountAccess';
import { deviceRestrictions, requireVisibleLocation, zonePermissionsFor } from '../access/premisesAccess';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { blockedTracks, players, soundZones } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { SoundZoneRow } from '../loaders';
import { publish } from '../premises/events';
import type { DomainEvent } from '../realtime/pubsub';
import { blocksByParent } from './zoneBlocks';
import type { BlockedTrackRow } from './zoneBlocks';
import { changePlayer, withControls, zonePlayer } from './players';
import { changeSource, dropTrack } from './timeline';
import type { SourceView } from './timeline';

/** The account a parent belongs to, after checking the viewer may block tracks there. */
async function blockingParent(context: RequestContext, parentId: string): Promise<string> {
  const kind = kindOfId(parentId);
  if (kind === 'SoundZone') {
    const { zone, membership } = await requireSoundZone(context, parentId);
    if (!(await zonePermissionsFor(context, zone, membership)).includes('BLOCK_TRACKS')) throw forbidden('Not allowed to block tracks in this sound zone');
    return zone.accountId;
  }
  if (kind === 'Location') {
    const { account } = await requireVisibleLocation(context, parentId);
    if ((await deviceRestrictions(context, account))?.restrictBlockTracks) throw forbidden('Not allowed to block tracks in this location');
    return account.id;
  }
  if (kind === 'Account') {
    const { account, membership } = await requireAccount(context, parentId);
    // A whole account's music is for those who see the whole account.
    if (context.viewer.kind !== 'user' || membership.locationIds.length > 0) throw forbidden('Not allowed to block tracks in this account');
    return account.id;
  }
  throw notFound('Parent');
}

const blockEvent = (block: BlockedTrackRow): DomainEvent => ({ type: 'blocked_track_update', entity: 'sound_zone', id: block.parentId, accountId: block.accountId, parentIds: [block.parentId] });

/** Zones under the parent that have a stored player, with their source as it plays now. */
async function playingZonesUnder(context: RequestContext, parentId: string): Promise<{ zone: SoundZoneRow; source: SourceView }[]> {
  const zones = await context.db
    .select({ zone: soundZones })
    .from(players)
    .innerJoin(soundZones, eq(soundZones.id, players.soundZoneId))
    .where(or(eq(soundZones.id, parentId), eq(soundZones.locationId, parentId), eq(soundZones.accountId, parentId)));
  return Promise.all(zones.map(async ({ zone }) => ({ zone, source: (await zonePlayer(context, zone)).source })));
}

/** Moves each zone from the source it played to the one it plays now that the blocks changed. */
async function rebase(context: RequestContext, zones: readonly { zone: SoundZoneRow; source: SourceView }[], blockedTrackId: string | null) {
  for (const { zone, source: before } of zones) {
    await changePlayer(context, zone, (player, at) => {
      const timeline = blockedTrackId ? dropTrack(player.timeline, before, blockedTrackId, at) : player.timeline;
      return withControls(player, { timeline: changeSource(timeline, before, player.source, at) });
    });
  }
}

export async function blockTrack(context: RequestContext, input: { parent: string; track: string; source?: string | null; reasons: readonly string[] }): Promise<BlockedTrackRow> {
  const accountId = await blockingParent(context, input.parent);
  if (!(await context.loaders.track.load(input.track))) throw notFound('Track');
  // The source it played from: the catalogue's or the account's own, as a zone may play.
  const source = input.source ? await context.loaders.playlist.load(input.source) : null;
  if (input.source && (!source || (source.ownerAccountId !== null && source.ownerAccountId !== accountId))) throw notFound('Source');
  const zones = await playingZonesUnder(context, input.parent);
  const values = { parentId: input.parent, accountId, trackId: input.track, sourceId: input.source ?? null, reasons: [...input.reasons], blockedAt: context.now() };
  const [block] = await context.db
    .insert(blockedTracks)
    .values({ id: await newId(context.db, 'BlockedTrack'), ...values })
    .onConflictDoUpdate({ target: [blockedTracks.parentId, blockedTracks.trackId], set: { sourceId: values.sourceId, reasons: values.reasons, blockedAt: values.blockedAt } })
    .returning();
  context.loaders.memo('blocksByParent', blocksByParent).clear(input.parent);
  await rebase(context, zones, input.track);
  await publish(context, [blockEvent(block!)]);
  return block!;
}

/** Lifts a block; its id. */
export async function unblockTrack(context: RequestContext, input: { parent: string; track: string }): Promise<string> {
  await blockingParent(context, input.parent);
  const zones = await playingZonesUnder(context, input.parent);
  const [block] = await context.db
    .delete(blockedTracks)
    .where(and(eq(blockedTracks.parentId, input.parent), eq(blockedTracks.trackId, input.track)))
    .returning();
  if (!block) throw notFound('Blocked track');
  context.loaders.memo('blocksByParent', blocksByParent).clear(input.parent);
  await rebase(context, zones, null);
  await publish(context, [blockEvent(block)]);
  return block.id;
}
