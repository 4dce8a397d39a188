// A GraphQL subscription over the domain events of the pubsub. The subscriber's access is checked when
// it subscribes and again for every event. While an event resolves, the subscription's context uses the
// event's loaders, which all subscribers of this process share: a change seen by 1,000 subscribers
// costs one batched read, not 1,000.
import type { DeliveredEvent, DomainEvent } from '../realtime/pubsub';
import type { RequestContext } from '../context';

export interface Watch<Args, Payload> {
  /** Throws (NOT_FOUND, FORBIDDEN...) when the viewer may not watch what the arguments name. */
  authorize(args: Args, context: RequestContext): Promise<void>;
  /** Whether an event concerns this subscription. */
  matches(event: DomainEvent, args: Args): boolean;
  /** The payload for an event, read through context.loaders (the event's). */
  payload(event: DeliveredEvent, args: Args, context: RequestContext): Promise<Payload>;
}

export function watch<Args, Payload>(spec: Watch<Args, Payload>) {
  return {
    async *subscribe(_parent: unknown, args: Args, context: RequestContext) {
      await spec.authorize(args, context);
      yield* context.pubsub.subscribe((event) => spec.matches(event, args));
    },
    // Events of one subscription resolve one after another, so swapping its loaders is safe.
    async resolve(event: DeliveredEvent, args: Args, context: RequestContext) {
      context.loaders = event.loaders;
      await spec.authorize(args, context);
      return spec.payload(event, args, context);
    },
  };
}
