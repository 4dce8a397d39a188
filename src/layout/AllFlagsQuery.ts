// The flags resolved for this client and account (navigation.md 7 AllFlags), read by FlagsResolver.
import { fetchQuery, graphql } from 'relay-runtime';
import type { Environment } from 'relay-runtime';
import type { AllFlagsQuery as AllFlagsQueryType, FlagContextInput } from '../__generated__/AllFlagsQuery.graphql';

const query = graphql`
  query AllFlagsQuery($context: FlagContextInput!) {
    flags(context: $context) {
      flags {
        name
        properties
      }
    }
  }
`;

export interface FlagEntry {
  name: string;
  /** A JSON object, as a string. */
  properties: string;
}

/** Asks the server every time: flags change without any other data changing. */
export function fetchAllFlags(environment: Environment, context: FlagContextInput) {
  return fetchQuery<AllFlagsQueryType>(environment, query, { context }, { fetchPolicy: 'network-only' }).map((data): FlagEntry[] => data.flags.flags.map(({ name, properties }) => ({ name, properties })));
}
