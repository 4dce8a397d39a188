// A watch listens from the moment the subscription is asked for: an event published while the viewer's
// access is still being checked reaches it, as does the state it starts with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import type { Database } from '../db/client';
import { createLogger } from '../log';
import { createPubSub } from '../realtime/pubsub';
import type { DomainEvent, PubSub } from '../realtime/pubsub';
import type { RequestContext } from '../context';
import { openTestDatabase, testDatabaseKind } from '../testing/database';
import { watch } from './subscriptions';

const event = (id: string, entity: DomainEvent['entity'] = 'music_library'): DomainEvent => ({ type: 'update', entity, id, accountId: 'a1', parentIds: [] });

describe(`watch (${testDatabaseKind()})`, () => {
  let database: Database;
  let pubsub: PubSub;
  beforeAll(async () => {
    database = await openTestDatabase();
    pubsub = await createPubSub(database, createLogger('silent'));
  });
  afterAll(async () => {
    await pubsub.stop();
    await database.close();
  });

  /** A watch of one id whose access check waits until `allow` is called. */
  function slowWatch(options: { current?: boolean } = {}) {
    let allow = () => {};
    const allowed = new Promise<void>((resolve) => (allow = resolve));
    const spec = watch<{ id: string }, string>({
      authorize: () => allowed,
      matches: (e, { id }) => e.id === id,
      ...(options.current ? { current: ({ id }: { id: string }) => event(id, 'account') } : {}),
      payload: async (e) => `${e.entity} ${e.id}`,
    });
    const context = { pubsub } as unknown as RequestContext;
    const events = spec.subscribe(null, { id: 'lib' }, context, {} as GraphQLResolveInfo);
    return { events, allow, read: async () => (await events.next()).value };
  }

  /** Publishes and waits until the process has delivered the event. */
  async function published(e: DomainEvent) {
    const seen: string[] = [];
    const stop = pubsub.onEvent((delivered) => seen.push(delivered.id));
    await pubsub.publish(e);
    await expect.poll(() => seen.includes(e.id)).toBe(true);
    stop();
  }

  it('keeps an event published while the access check runs', async () => {
    const { events, allow, read } = slowWatch();
    const first = read();
    await published(event('other'));
    await published(event('lib'));
    allow();
    expect(await first).toMatchObject({ entity: 'music_library', id: 'lib' });
    await events.return!();
  });

  it('starts with the current state, then the events', async () => {
    const { events, allow, read } = slowWatch({ current: true });
    await published(event('lib'));
    allow();
    expect(await read()).toMatchObject({ entity: 'account', id: 'lib' });
    expect(await read()).toMatchObject({ entity: 'music_library', id: 'lib' });
    await events.return!();
  });

  it('stops listening when returned before its first read', async () => {
    const { events } = slowWatch();
    await events.return!();
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });
});
