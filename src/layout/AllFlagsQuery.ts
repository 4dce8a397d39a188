// The flags resolved for this client and account (navigation.md 7 AllFlags), read by FlagsResolver.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { AllFlagsQuery as AllFlagsQueryType, FlagContextInput } from '../__generated__/AllFlagsQuery.graphql';

const query = graphql`
  query AllFlagsQuery($context: FlagContextInput!) {
    flags(context: $context) {
      resolveToken
      flags {
        name
        properties
      }
    }
  }
`;

/** Asks the server every time: flags change without any other data changing. */
export function fetchAllFlags(environment: Environment, context: FlagContextInput) {
  return fetchQuery<AllFlagsQueryType>(environment, query, { context }, { fetchPolicy: 'network-only' }).map(({ flags }) => ({ resolveToken: flags.resolveToken, flags: flags.flags.map(({ name, properties }) => ({ name, properties })) }));
}
