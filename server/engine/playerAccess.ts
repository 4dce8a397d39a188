// Which zone a playback API client acts on, in which mode (schema/playback.graphql): a web tab the zone
// its playback token names, while its client still plays it (web); a paired device its own zone
// (local); a signed-in user any zone it may control, named in the request (remote).
import { messages } from '../../src/domain/validation';
import type { RequestContext } from '../context';
import { badRequest, deactivated, invalidToken, notFound, unauthorized } from '../errors';
import { controllableZone } from './playerControls';
import { isCurrentPlaybackClient } from './playbackClients';
import type { PlayerTarget } from './playerState';

/** The zone a client acts on, in its mode; `field` names the zone argument for the remote mode's error. */
export async function playerTarget(context: RequestContext, soundZone: string | null | undefined, field: string): Promise<PlayerTarget> {
  const { viewer } = context;
  if (viewer.kind === 'anonymous') throw unauthorized();
  if (viewer.kind === 'playback') {
    // Checked again per operation: a websocket outlives the takeover that ends its token.
    if (!(await isCurrentPlaybackClient(context.db, viewer.claims))) throw invalidToken('Another client took over playback of this sound zone');
    if (soundZone && soundZone !== viewer.zoneId) throw notFound('Sound zone');
    const zone = await context.loaders.soundZone.load(viewer.zoneId);
    if (!zone) throw notFound('Sound zone');
    if (zone.deactivated) throw deactivated('Sound zone');
    return { zone, mode: 'web', streamToken: viewer.token };
  }
  if (viewer.kind === 'device') {
    const device = await context.loaders.device.load(viewer.deviceId);
    // Unpaired (here or from the zone's page), its token plays nothing: as a taken-over tab's, it is refused,
    // so an open subscription closes with 4401 and the desktop hears it was unpaired (core.md 4).
    if (!device?.soundZoneId) throw invalidToken('This device is no longer paired to a sound zone');
    const zoneId = soundZone ?? device.soundZoneId;
    // A device sees only its own zone (404 for any other).
    return { zone: (await controllableZone(context, zoneId)).zone, mode: 'local', streamToken: viewer.token };
  }
  if (!soundZone) throw badRequest({ [field]: messages.required }, 'Name the sound zone to control');
  return { zone: (await controllableZone(context, soundZone)).zone, mode: 'remote', streamToken: null };
}
