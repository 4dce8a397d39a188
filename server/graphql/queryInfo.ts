// The cost of the current request (queryInfo), charged against the viewer's budget.
import type { Resolvers } from './control/__generated__/types';
import type { GraphqlContext } from './endpoint';
import { MAX_OPERATION_COMPLEXITY } from './rateLimit';

export const platformResolvers: Resolvers = {
  Query: {
    queryInfo: (_parent, _args, context) => {
      const info = (context as GraphqlContext).complexity;
      return {
        complexity: info?.complexity ?? 0,
        maxComplexity: MAX_OPERATION_COMPLEXITY,
        remaining: info?.remaining ?? context.config.GRAPHQL_COMPLEXITY_BUDGET,
        resetAt: new Date(info?.resetAt ?? context.now().getTime()).toISOString(),
      };
    },
  },
};
