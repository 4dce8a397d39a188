import { graphql } from 'relay-runtime';

// Logging out revokes the refresh token's family on the server, so a copy of it left anywhere stops working.
export const LogoutUserMutation = graphql`
  mutation LogoutUserMutation($input: LogoutUserInput!) {
    logoutUser(input: $input) {
      revoked
    }
  }
`;
