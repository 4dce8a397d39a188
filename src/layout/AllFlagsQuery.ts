import { graphql } from 'relay-runtime';

// The flags resolved for this client and account (navigation.md 7 AllFlags); read by FlagsProvider.
export const AllFlagsQuery = graphql`
  query AllFlagsQuery($context: FlagContextInput!) {
    flags(context: $context) {
      flags {
        name
        properties
      }
    }
  }
`;
