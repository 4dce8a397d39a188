// Publish/subscribe over PostgreSQL LISTEN/NOTIFY: every server process on the database receives every
// event, so subscribers connected to any replica see every change. Events are small (what changed and
// where); receivers load what they show.
import { on } from 'node:events';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';
import type { Logger } from '../log';
import { Loaders } from '../loaders';

export const EVENT_CHANNEL = 'cadence_events';

/** Legacy entity type names carried by realtime events (core.md 3 Other). */
export type EntityType =
  | 'account'
  | 'acl'
  | 'device'
  | 'location'
  | 'sound_zone'
  | 'user'
  | 'error'
  | 'collection'
  | 'schedule'
  | 'slot_set'
  | 'playback_override'
  | 'music_library'
  | 'history_track'
  | 'billing_group'
  | 'invoice'
  | 'invoice_spec'
  | 'payment_method';

export interface DomainEvent {
  type: 'create' | 'update' | 'delete' | 'blocked_track_update' | 'playback_state_change';
  entity: EntityType;
  id: string;
  /** The account the entity belongs to; null for users. */
  accountId: string | null;
  /** Ids of the entity's parents (its location, its zone...), for watchers of a parent. */
  parentIds: string[];
}

/** An event as a process receives it, with loaders shared by all its subscribers. */
export interface DeliveredEvent extends DomainEvent {
  loaders: Loaders;
}

export interface PubSub {
  publish(event: DomainEvent): Promise<void>;
  /**
   * Every delivered event matching the filter, from this call on (not from the first read), until the
   * iterator is returned or the signal aborts, which ends it. The filter runs as events are read.
   */
  subscribe(filter: (event: DomainEvent) => boolean, signal?: AbortSignal): AsyncIterableIterator<DeliveredEvent>;
  /** Calls the listener with every delivered event; returns a function that stops it. */
  onEvent(listener: (event: DeliveredEvent) => void): () => void;
  stop(): Promise<void>;
}

const finished = { done: true, value: undefined } as const;

/** The events of `source` the filter keeps; an abort of the signal ends them rather than failing the read. */
function matching(source: AsyncIterableIterator<[DeliveredEvent]>, filter: (event: DomainEvent) => boolean, signal: AbortSignal | undefined): AsyncIterableIterator<DeliveredEvent> {
  return {
    async next() {
      for (;;) {
        let read: IteratorResult<[DeliveredEvent]>;
        try {
          read = await source.next();
        } catch (error) {
          if (signal?.aborted) return finished;
          throw error;
        }
        if (read.done) return finished;
        const [event] = read.value;
        if (filter(event)) return { done: false, value: event };
      }
    },
    async return() {
      await source.return?.();
      return finished;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export async function createPubSub(database: Database, log: Logger): Promise<PubSub> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const unlisten = await database.listen(EVENT_CHANNEL, (payload) => {
    try {
      const event = JSON.parse(payload) as DomainEvent;
      emitter.emit('event', { ...event, loaders: new Loaders(database.db) } satisfies DeliveredEvent);
    } catch (error) {
      log.error({ err: error, payload }, 'unreadable realtime event');
    }
  });

  return {
    async publish(event) {
      await database.notify(EVENT_CHANNEL, JSON.stringify(event));
    },

    subscribe(filter, signal) {
      // `on` listens as soon as it is called and keeps what comes until it is read. (An async generator
      // would start listening only at its first read, and lose what was published before.)
      return matching(on(emitter, 'event', { signal }) as AsyncIterableIterator<[DeliveredEvent]>, filter, signal);
    },

    onEvent(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },

    async stop() {
      emitter.removeAllListeners();
      await unlisten();
    },
  };
}
