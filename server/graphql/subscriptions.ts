// A GraphQL subscription over the domain events of the pubsub. The subscriber's access is checked when
// it subscribes and again for every event. While an event resolves, the subscription's context uses the
// event's loaders, which all subscribers of this process share: a change seen by 1,000 subscribers
// costs one batched read, not 1,000.
import type { GraphQLResolveInfo } from 'graphql';
import type { DeliveredEvent, DomainEvent } from '../realtime/pubsub';
import type { RequestContext } from '../context';

export interface Watch<Args, Payload, Scope = void> {
  /**
   * Throws (NOT_FOUND, FORBIDDEN...) when the viewer may not watch what the arguments name; otherwise
   * answers the part the viewer may see, for `inScope`.
   */
  authorize(args: Args, context: RequestContext): Promise<Scope>;
  /** Whether an event concerns this subscription. */
  matches(event: DomainEvent, args: Args): boolean;
  /** Whether a matching event lies within what the viewer may see (all of them when absent). */
  inScope?(event: DomainEvent, scope: Scope): boolean;
  /**
   * An event standing for the state when the subscription starts, delivered first: a client that
   * subscribes after a change (its subscribe message crossed the change) still learns of it.
   */
  current?(args: Args): DomainEvent;
  /** The payload for an event, read through context.loaders (the event's). */
  payload(event: DeliveredEvent, args: Args, context: RequestContext): Promise<Payload>;
  /**
   * Events that change part of what the payload shows and may come by the thousand (the zones of a
   * watched account): which of them concern this subscriber (null: none), after `authorize`. They are
   * delivered at most once a window (throttled).
   */
  bulk?: {
    events(args: Args, context: RequestContext, info: GraphQLResolveInfo): Promise<((event: DomainEvent) => boolean) | null>;
    windowMs: number;
  };
}

export function watch<Args, Payload, Scope = void>(spec: Watch<Args, Payload, Scope>) {
  return {
    /**
     * Listens at once, before the access checks are awaited, so an event published meanwhile is kept;
     * the events are filtered as they are read, by then with the arguments (or, when they take a read
     * of their own, the function giving them), the scope and the bulk filter known.
     */
    subscribe(_parent: unknown, args: Args | (() => Promise<Args>), context: RequestContext, info: GraphQLResolveInfo): AsyncIterableIterator<DeliveredEvent> {
      const stop = new AbortController();
      let admits = (_event: DomainEvent) => false;
      const events = context.pubsub.subscribe((event) => admits(event), stop.signal);
      async function* stream(): AsyncGenerator<DeliveredEvent> {
        try {
          const known = typeof args === 'function' ? await (args as () => Promise<Args>)() : args;
          const scope = await spec.authorize(known, context);
          const concerns = (event: DomainEvent) => spec.matches(event, known) && (spec.inScope?.(event, scope) ?? true);
          const { bulk } = spec;
          const concernsBulk = bulk ? await bulk.events(known, context, info) : null;
          admits = (event) => concerns(event) || (concernsBulk?.(event) ?? false);
          if (spec.current) yield { ...spec.current(known), loaders: context.loaders };
          if (!bulk || !concernsBulk) yield* events;
          else yield* throttled(events, (event) => !concerns(event), bulk.windowMs, () => stop.abort());
        } finally {
          stop.abort();
        }
      }
      return endingWith(stream(), stop);
    },
    // Events of one subscription resolve one after another, so swapping its loaders is safe.
    async resolve(event: DeliveredEvent, args: Args, context: RequestContext) {
      context.loaders = event.loaders;
      await spec.authorize(args, context);
      return spec.payload(event, args, context);
    },
  };
}

/**
 * The stream, whose return stops its listening too: a generator returned before its first read never
 * runs its `finally`, and one waiting for an event would hold its return until the next event.
 */
function endingWith<T>(stream: AsyncGenerator<T>, stop: AbortController): AsyncIterableIterator<T> {
  return {
    next: () => stream.next(),
    return: () => {
      stop.abort();
      return stream.return(undefined);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * The events of `source`, those `isBulk` selects at most once a window: the first at once (a single
 * change shows without delay), then, while they keep coming, the last of each window at its end. Any
 * payload shows everything as it is now, so the last event of a window stands for all of it, and an
 * event delivered at once drops the one waiting. `stop` ends the source when the subscriber leaves.
 */
export function throttled<T>(source: AsyncIterable<T>, isBulk: (event: T) => boolean, windowMs: number, stop: () => void): AsyncIterableIterator<T> {
  const ready: T[] = [];
  let waiting: { resolve(result: IteratorResult<T>): void; reject(error: unknown): void } | null = null;
  let failure: { error: unknown } | null = null;
  let finished = false;
  let window: ReturnType<typeof setTimeout> | null = null;
  let latest: { event: T } | null = null;

  const deliver = (event: T) => {
    if (!waiting) return void ready.push(event);
    const { resolve } = waiting;
    waiting = null;
    resolve({ value: event, done: false });
  };
  const openWindow = () => {
    window = setTimeout(() => {
      window = null;
      if (!latest) return;
      deliver(latest.event);
      latest = null;
      openWindow();
    }, windowMs);
  };
  const finish = (error?: { error: unknown }) => {
    if (finished) return;
    finished = true;
    failure = error ?? null;
    if (window) clearTimeout(window);
    stop();
    if (!waiting) return;
    const { resolve, reject } = waiting;
    waiting = null;
    if (failure) reject(failure.error);
    else resolve({ value: undefined, done: true });
  };

  void (async () => {
    try {
      for await (const event of source) {
        if (!isBulk(event)) {
          latest = null;
          deliver(event);
        } else if (window) latest = { event };
        else {
          deliver(event);
          openWindow();
        }
      }
      finish();
    } catch (error) {
      // An error after the subscriber left is no one's to see.
      finish(finished ? undefined : { error });
    }
  })();

  return {
    next() {
      if (ready.length) return Promise.resolve({ value: ready.shift()!, done: false });
      if (failure) return Promise.reject(failure.error);
      if (finished) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
    return() {
      finish();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
