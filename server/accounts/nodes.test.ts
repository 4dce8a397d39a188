import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLResolveInfo } from 'graphql';
import { encodeId } from '../../src/domain/ids';
import type { RequestContext } from '../context';
import { notFound } from '../errors';
import { nodeOrNull, nodeTypename } from './nodes';

// Another area's object: node dispatches to the Query field named after the id's kind.
const hidden = encodeId([{ kind: 'Collection', intId: 8 }]);
const schema = makeExecutableSchema({
  typeDefs: 'interface Node { id: ID! } type Playlist implements Node { id: ID! } type Query { node(id: ID!): Node playlist(id: ID!): Playlist schedule(id: ID!): Node }',
  resolvers: {
    Query: {
      playlist: (_root: unknown, { id }: { id: string }) => {
        if (id === hidden) throw notFound('Playlist');
        return { id, name: 'Seen by its own query' };
      },
      schedule: () => ({ id: 'never' }),
    },
  },
});
const info = { schema } as GraphQLResolveInfo;
const viewer = { kind: 'user', userId: 'u', claims: { sub: 'u', typ: 'user', exp: 0, iat: 0 } } as const;
const context = { viewer } as unknown as RequestContext;

describe('node dispatch to other areas', () => {
  it('reads a kind it does not know through the query of that type', async () => {
    const id = encodeId([{ kind: 'Collection', intId: 7 }]);
    const node = await nodeOrNull(context, id, info);
    expect(node).toEqual({ id, name: 'Seen by its own query' });
    expect(nodeTypename(node!)).toBe('Playlist');
  });

  it('answers null where that query finds nothing', async () => {
    expect(await nodeOrNull(context, hidden, info)).toBeNull();
  });

  it('does not use a query that answers another type, or a kind without a query', async () => {
    expect(await nodeOrNull(context, encodeId([{ kind: 'Schedule', intId: 1 }]), info)).toBeNull();
    expect(await nodeOrNull(context, encodeId([{ kind: 'Track', intId: 1 }]), info)).toBeNull();
  });

  it('needs a signed-in viewer', async () => {
    await expect(nodeOrNull({ viewer: { kind: 'anonymous' } } as unknown as RequestContext, encodeId([{ kind: 'Collection', intId: 7 }]), info)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
