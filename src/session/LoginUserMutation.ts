import { graphql } from 'relay-runtime';

// Signing in belongs to the session, not to a component, so the session commits this mutation directly.
export const LoginUserMutation = graphql`
  mutation LoginUserMutation($input: LoginUserInput!) {
    loginUser(input: $input) {
      userId
      token
      refreshToken
      expiresAt
      supportChatHash
    }
  }
`;
