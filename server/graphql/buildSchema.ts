// An executable schema: the contract's SDL, the given resolvers and scalars, with @constraint enforced.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';
import { withConstraints } from './constraints';
import { DateScalar, DateTime, Volume } from './scalars';

export function buildExecutableSchema(name: 'control' | 'playback', resolvers: IResolvers[]): GraphQLSchema {
  const typeDefs = readFileSync(new URL(`../../schema/${name}.graphql`, import.meta.url), 'utf8');
  const scalars: IResolvers = name === 'control' ? { DateTime, Date: DateScalar, Volume } : { DateTime, Volume };
  return withConstraints(makeExecutableSchema({ typeDefs, resolvers: [scalars, ...resolvers], inheritResolversFromInterfaces: true }));
}
