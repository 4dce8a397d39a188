// An executable schema: the contract's SDL, the given resolvers and scalars, with @constraint enforced.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLError } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { withConstraints } from './constraints';
import { DateScalar, DateTime, Volume } from './scalars';

export function buildExecutableSchema(name: 'control' | 'playback', resolvers: IResolvers[]): GraphQLSchema {
  const typeDefs = readFileSync(new URL(`../../schema/${name}.graphql`, import.meta.url), 'utf8');
  const scalars: IResolvers = name === 'control' ? { DateTime, Date: DateScalar, Volume } : { DateTime, Volume };
  return answerUnbuiltSubscriptions(withConstraints(makeExecutableSchema({ typeDefs, resolvers: [scalars, ...resolvers], inheritResolversFromInterfaces: true })));
}

/**
 * A subscription the contract names but no area serves yet answers the subscriber with an error; without
 * a `subscribe` resolver graphql-js would fail the whole socket message instead.
 */
function answerUnbuiltSubscriptions(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    field.subscribe ??= () => {
      throw new GraphQLError(`Subscription.${field.name} is not implemented yet`, { extensions: { code: 'NOT_IMPLEMENTED' } });
    };
  }
  return schema;
}
