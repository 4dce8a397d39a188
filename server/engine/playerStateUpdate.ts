// playerStateUpdate: a player's state first, then after every change of the zone's playback, from
// whichever replica made it (the pubsub's LISTEN/NOTIFY, the same events the control API's playback
// subscriptions follow), and when an override starts or ends in the zone. A web client's or a paired
// device's open subscription keeps it online; when another client takes the zone over (or the device is
// unpaired), the subscription's websocket closes with 4401, as the schema says.
import type { RequestContext } from '../context';
import { ApiError } from '../errors';
import { Loaders } from '../loaders';
import { CLOSE_CODES } from '../graphql/endpoint';
import type { PlayerState, SubscriptionPlayerStateUpdateArgs } from '../graphql/playback/__generated__/types';
import { playerTarget } from './playerAccess';
import { watchDevice } from './devicePresence';
import { watchPlaybackClient } from './playbackClients';
import { playerState } from './playerState';
import type { PlayerTarget } from './playerState';
import { stoppable, untilOverrideChange, zoneMoments } from './subscriptions';

interface Payload {
  player: PlayerState;
}

const tokenRefused = (error: unknown) => error instanceof ApiError && error.details.invalidToken === true;

async function* stateChanges(context: RequestContext, target: PlayerTarget, stop: AbortSignal): AsyncGenerator<Payload> {
  const zoneId = target.zone.id;
  // Listening before the first state is read: no change falls between the two.
  const moments = zoneMoments(context, target.zone, stop, untilOverrideChange);
  const { viewer } = context;
  const unwatch =
    viewer.kind === 'playback' ? await watchPlaybackClient(context, target.zone, viewer.clientId) : viewer.kind === 'device' ? await watchDevice(context, viewer.deviceId) : null;
  try {
    yield { player: await playerState({ ...context, loaders: new Loaders(context.db) }, target) };
    // Each look checks access again, as a new request would.
    for await (const looking of moments) {
      let now: PlayerTarget;
      try {
        now = await playerTarget(looking, zoneId, 'input.soundZone');
      } catch (error) {
        // Taken over: the client's connection ends (over HTTP the error ends the stream).
        if (tokenRefused(error) && context.closeConnection) return context.closeConnection(CLOSE_CODES.unauthorized, 'Unauthorized');
        throw error;
      }
      yield { player: await playerState(looking, now) };
    }
  } finally {
    await unwatch?.();
  }
}

export const playerStateUpdate = {
  async subscribe(_parent: unknown, { input }: SubscriptionPlayerStateUpdateArgs, context: RequestContext): Promise<AsyncIterableIterator<Payload>> {
    const target = await playerTarget(context, input.soundZone, 'input.soundZone');
    return stoppable((stop) => stateChanges(context, target, stop));
  },
  resolve: (payload: Payload) => payload,
};
